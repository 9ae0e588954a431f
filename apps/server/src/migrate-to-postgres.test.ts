// Moving a club up: the demo club's SQLite database copied into PostgreSQL, checked table by table, and refused
// into a database that already holds rows (docs/decisions/017, issue 23).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemo } from '@cancha/api';
import {
  chatMessages,
  closeDatabase,
  execute,
  fetchAll,
  migrateDatabase,
  openDatabase,
  sqliteEngine,
  tournaments,
} from '@cancha/db';
import { asEngineDb, closePostgres, openPostgres } from '@cancha/db/postgres';
import { compareCopy, copySqliteToPostgres, TargetNotEmptyError } from '@cancha/db/postgres/copy';
import { postgresTables } from '@cancha/db/postgres/schema';
import { createTestPostgres } from '@cancha/db/postgres/testing';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToPostgres } from './migrate-to-postgres';

describe('cancha migrate-to-postgres', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cancha-move-'));
  const databasePath = join(dir, 'cancha.db');
  let target: Awaited<ReturnType<typeof createTestPostgres>>;
  beforeAll(async () => {
    const db = openDatabase(databasePath);
    migrateDatabase(db);
    await seedDemo(sqliteEngine(db));
    // More rows than one page of the copy and of the check (500), so both walk several pages.
    await execute(
      sqliteEngine(db)
        .insert(chatMessages)
        .values(
          Array.from({ length: 1_200 }, (_, i) => ({
            conversationType: 'team' as const,
            conversationId: 'historia',
            message: `mensaje ${i}`,
          })),
        ),
    );
    closeDatabase(db);
    target = await createTestPostgres();
  });
  afterAll(async () => {
    await target?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies every table with matching counts and checksums, then refuses to copy again', async () => {
    const lines: string[] = [];
    await migrateToPostgres({ databasePath, url: target.url, write: (line) => lines.push(line) });
    expect(lines.at(-1)).toMatch(/^Copied and checked \d+ tables, \d+ rows: counts and checksums match\.$/);
    expect(lines).toContainEqual(expect.stringMatching(/^matches: [1-9]\d* rows$/));

    // The copy reads back as the app reads it: the same tournaments, revisions included (no trigger counted it).
    const source = openDatabase(databasePath);
    const pg = openPostgres(target.url, { max: 2 });
    try {
      const fromLite = await fetchAll(source.select().from(tournaments).orderBy(asc(tournaments.id)));
      const fromPg = await asEngineDb(pg)
        .select()
        .from(postgresTables.tournaments)
        .orderBy(asc(postgresTables.tournaments.id));
      expect(fromPg.length).toBeGreaterThan(0);
      expect(fromPg).toEqual(fromLite);
      // New rows continue after the copied ids.
      const [chat] = await asEngineDb(pg)
        .insert(postgresTables.chatMessages)
        .values({ conversationType: 'team', conversationId: 'x', message: 'después de mudarnos' })
        .returning();
      const highest = source.$client.prepare('select max(id) as id from chat_messages').get() as {
        id: number | null;
      };
      expect(chat!.id).toBe((highest.id ?? 0) + 1);

      await expect(copySqliteToPostgres(source, pg)).rejects.toBeInstanceOf(TargetNotEmptyError);
      // The check notices a changed value, not only a missing row.
      await pg.$client`update tournaments set name = name || ' ' where id = ${fromLite[0]!.id}`;
      await pg.$client`delete from chat_messages where message = 'después de mudarnos'`;
      await expect(compareCopy(source, pg)).rejects.toThrow(
        /^The copy does not match the source:\ntournaments: /,
      );
    } finally {
      closeDatabase(source);
      await closePostgres(pg);
    }
  });

  it('says what is wrong with a missing file or an address that is not PostgreSQL', async () => {
    await expect(
      migrateToPostgres({ databasePath: join(dir, 'none.db'), url: target.url, write: () => undefined }),
    ).rejects.toThrow(/No database at/);
    await expect(
      migrateToPostgres({ databasePath, url: 'mysql://localhost/x', write: () => undefined }),
    ).rejects.toThrow(/postgres:\/\//);
  });
});
