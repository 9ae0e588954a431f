import { defineConfig } from '@lingui/cli';

// Spanish is the source language (docs/product/formats.md#languages); the UI choice 'br' loads the pt-BR
// catalog.
export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en', 'pt-BR'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/routeTree.gen.ts'],
    },
  ],
});
