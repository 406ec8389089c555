import { defineConfig } from 'vitest/config';

const decoratorTransform = {
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
} as const;

export default defineConfig({
  ...decoratorTransform,
  test: {
    projects: [
      {
        ...decoratorTransform,
        test: {
          name: 'unit',
          include: ['src/**/*.spec.ts'],
          environment: 'node',
        },
      },
      {
        ...decoratorTransform,
        test: {
          name: 'api',
          include: ['test/**/*.api-spec.ts'],
          environment: 'node',
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
