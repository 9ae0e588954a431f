// vitest.postgres.config.ts's globalSetup: one migrated template database per run, which every test's database is
// copied from; all of them are dropped at the end.
import { randomBytes } from 'node:crypto';
import { closePostgres, migratePostgres, openPostgres } from '@cancha/db/postgres';
import { testServerUrl } from '@cancha/db/postgres/testing';
import postgres from 'postgres';

export default async function setup() {
  const server = testServerUrl();
  const template = `cancha_t${randomBytes(4).toString('hex')}`;
  const admin = postgres(server, { max: 1, onnotice: () => undefined, connect_timeout: 5 });
  await admin.unsafe(`create database "${template}"`);
  const url = new URL(server);
  url.pathname = `/${template}`;
  const db = openPostgres(url.toString(), { max: 2 });
  await migratePostgres(db);
  await closePostgres(db);
  process.env.CANCHA_TEST_TEMPLATE = template;
  return async () => {
    const made = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like ${`${template}\\_%`}`;
    for (const { datname } of made) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
    await admin.unsafe(`drop database if exists "${template}" with (force)`);
    await admin.end();
  };
}
