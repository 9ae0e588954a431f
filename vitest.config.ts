import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { classMerge } from './apps/web/class-merge.ts';
import { linguiMacros } from './apps/web/lingui-macros.ts';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));
// The web app's '@/…' imports.
export const resolve = { alias: { '@': webSrc } };

/** The Node suites: the packages, the server, and the web app's pure modules (vitest.postgres.config.ts too). */
export const nodeTests = {
  include: [
    'packages/*/src/**/*.test.ts',
    'apps/server/src/**/*.test.ts',
    'apps/web/src/**/*.test.ts',
    'apps/web/*.test.ts',
  ],
  environment: 'node',
  // In tests console.error fails the test.
  setupFiles: ['./vitest.setup.ts'],
  pool: 'forks',
};

export default defineConfig({
  test: {
    projects: [
      { extends: false, resolve, test: { name: 'node', ...nodeTests } },
      // The web app's components, beside the files they test, rendered in a DOM with Testing Library
      // (apps/web/src/testing/render.tsx). Compiled with the app's own plugins (apps/web/vite.config.ts) that a
      // component needs: React's JSX, the Lingui macros and cn()'s virtual:class-merge.
      {
        extends: false,
        resolve,
        plugins: [react(), linguiMacros(), classMerge(webSrc)],
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./vitest.setup.ts', './apps/web/src/testing/setup.ts'],
          pool: 'forks',
          // A test's stubbed fetch (apps/web/src/testing/trpc.ts) is gone before the next one.
          unstubGlobals: true,
        },
      },
    ],
  },
});
