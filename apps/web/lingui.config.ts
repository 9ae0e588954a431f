import { defineConfig } from '@lingui/cli';

// Spanish is the source language (docs/product/formats.md#languages); the UI choice 'br' loads the pt-BR
// catalog. The server's texts (`/*i18n*/ { id, message }` in the packages and apps/server) are extracted here
// too; `bun run i18n` also compiles them for the server (scripts/server-catalogs.ts, docs/decisions/022).
export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en', 'pt-BR'],
  catalogs: [
    // The screens' texts, and those the screens share with the server (packages/shared/src/texts).
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/../../packages/shared/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/*.gen.ts'],
    },
    // What only the server says (e-mails, share images, the match sheet, REST messages): kept out of the
    // screens' catalog so a browser never downloads it.
    {
      path: '<rootDir>/src/locales/{locale}/server',
      include: ['<rootDir>/../../packages/api/src', '<rootDir>/../../apps/server/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.gen.ts'],
    },
  ],
});
