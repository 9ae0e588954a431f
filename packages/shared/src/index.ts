// Each domain is two modules. `<domain>.ts` holds plain values, types and functions and never imports zod;
// `<domain>.schema.ts` builds the zod schemas from them. The web app's first screen uses only plain values, and with
// "sideEffects": false a bundle keeps a module (and zod) only when one of its exports is used, so zod stays in the
// chunks that validate forms. A schema's inferred type lives beside it (one PascalCase name); plain
// modules import such types with `import type`, which leaves no import at run time.
export * from './auth';
export * from './auth.schema';
export * from './awards';
export * from './awards.schema';
export * from './challenges';
export * from './challenges.schema';
export * from './chat';
export * from './chat.schema';
export * from './constants';
export * from './dates';
export * from './discipline';
export * from './discipline.schema';
export * from './edit.schema';
export * from './errors';
export * from './events';
export * from './fixtures';
export * from './formations';
export * from './formations.schema';
export * from './html';
export * from './match-day';
export * from './match-day.schema';
export * from './matches';
export * from './matches.schema';
export * from './notification-target';
export * from './notifications';
export * from './notifications.schema';
export * from './prode';
export * from './prode.schema';
export * from './push';
export * from './push.schema';
export * from './share.schema';
export * from './site';
export * from './site.schema';
export * from './teams';
export * from './teams.schema';
export * from './text';
export * from './text.schema';
export * from './tournaments';
export * from './tournaments.schema';
export * from './users';
export * from './users.schema';
