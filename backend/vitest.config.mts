import { availableParallelism } from 'node:os';
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
          // Each file has a database of its own, so files can run side by side; vitest's default
          // is one fewer worker than the cores, which is one on the 2-core machines CI runs on.
          maxWorkers: Math.max(2, availableParallelism() - 1),
        },
      },
    ],
  },
});
