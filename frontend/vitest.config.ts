import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: the unit specs (*.spec.ts) run in Node, fast; the component specs (*.spec.tsx)
// render React components with Testing Library in a simulated DOM.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.spec.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'component',
          environment: 'happy-dom',
          include: ['src/**/*.spec.tsx'],
          setupFiles: ['src/test-support/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
