export * from './types';
export * from './featured-projects';
export * from './categories';
export * from './articles';
export * from './projects';
