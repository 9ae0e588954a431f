// Moving a club up: the demo club's SQLite database copied into PostgreSQL, checked table by table, and refused
// into a database that already holds rows (docs/decisions/017, issue 23).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
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
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToPostgres } from './migrate-to-postgres';

// The PostgreSQL suites' timeout: creating a database waits its turn behind any other being created on the server.
describe('cancha migrate-to-postgres', { timeout: 20_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'cancha-move-'));
  const databasePath = join(dir, 'cancha.db');
  const uploadsDir = join(dir, 'uploads');
  // An avatar as saveImage leaves it, and a file that is no upload.
  const avatar = Buffer.from('\x89PNG\r\n\x1a\n un avatar', 'latin1');
  const savedAt = new Date('2026-03-01T12:00:00.000Z');
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
    mkdirSync(join(uploadsDir, 'avatars'), { recursive: true });
    writeFileSync(join(uploadsDir, 'avatars', 'ana.png'), avatar);
    utimesSync(join(uploadsDir, 'avatars', 'ana.png'), savedAt, savedAt);
    writeFileSync(join(uploadsDir, 'notas.txt'), 'no es una imagen');
    target = await createTestPostgres();
  });
  afterAll(async () => {
    await target?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies every table with matching counts and checksums, then refuses to copy again', async () => {
    const lines: string[] = [];
    await migrateToPostgres({ databasePath, uploadsDir, url: target.url, write: (line) => lines.push(line) });
    expect(lines).toContainEqual(
      expect.stringMatching(/^Copied and checked \d+ tables, \d+ rows: counts and checksums match\.$/),
    );
    expect(lines.slice(-2)).toEqual([
      `Copied 1 uploaded images from ${uploadsDir}.`,
      'Left out /uploads/notas.txt: not an image Cancha saved.',
    ]);
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
      // The uploads folder moved in too, under the paths the rows name, as the PostgreSQL server serves them.
      const { uploads } = postgresTables;
      const [moved] = await asEngineDb(pg)
        .select()
        .from(uploads)
        .where(eq(uploads.path, '/uploads/avatars/ana.png'));
      expect(moved).toMatchObject({ type: 'image/png', bytes: avatar, createdAt: savedAt });
      expect(moved!.sha256).toBe(createHash('sha256').update(avatar).digest('hex'));
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

  it('refuses a database holding another application’s table before writing anything into it', async () => {
    const other = await createTestPostgres();
    const pg = openPostgres(other.url, { max: 1 });
    try {
      await pg.$client`create table invoices (id int primary key)`;
      await expect(
        migrateToPostgres({ databasePath, url: other.url, write: () => undefined }),
      ).rejects.toThrow(/not empty \(it holds invoices\)/);
      const schemas =
        await pg.$client`select schema_name from information_schema.schemata where schema_name = 'drizzle'`;
      expect(schemas).toHaveLength(0);
      const tables =
        await pg.$client`select table_name from information_schema.tables where table_schema = current_schema()`;
      expect(tables.map((t) => t.table_name)).toEqual(['invoices']);
    } finally {
      await closePostgres(pg);
      await other.drop();
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
