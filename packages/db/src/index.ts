export * from './client';
export * from './dialect';
export * from './engine';
// The tables of this process's engine (tables.ts), the one list the services import them from; the schema's
// declarations themselves stay inside this package (and for drizzle-kit), with its two value lists.
export { OUTBOX_STATUSES, REFEREE_ANSWERS } from './schema';
export * from './tables';
