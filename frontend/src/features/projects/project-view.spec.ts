import { describe, expect, it } from 'vitest';
import { descriptionParagraphs, resolveProjectView } from './project-view';

describe('resolveProjectView', () => {
  it('returns the full detail with the category page that lists it', () => {
    const view = resolveProjectView('uniswap');
    expect(view?.users).toBe('5.8M+');
    expect(view?.features.length).toBeGreaterThan(0);
    expect(view?.categoryId).toBe('defi');
  });

  it('returns a detail without a category page for unlisted projects', () => {
    expect(resolveProjectView('binance')?.categoryId).toBeUndefined();
  });

  it('builds a summary for projects listed only on a category page', () => {
    const view = resolveProjectView('immutable');
    expect(view).toMatchObject({ name: 'Immutable', category: 'GameFi', categoryId: 'gamefi', features: [] });
    expect(view?.users).toBeUndefined();
    expect(view?.stats).toEqual([{ label: '24h Volume', value: '$7.8M' }]);
  });

  it('returns nothing for unknown ids', () => {
    expect(resolveProjectView('nope')).toBeUndefined();
    expect(resolveProjectView(undefined)).toBeUndefined();
  });
});

describe('descriptionParagraphs', () => {
  it('splits on blank lines and drops empty parts', () => {
    expect(descriptionParagraphs('One.\n\nTwo.\n \nThree.\n\n')).toEqual(['One.', 'Two.', 'Three.']);
  });
});
