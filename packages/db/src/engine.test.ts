// The query helpers and the transaction runner behave alike on both engines (docs/decisions/017).
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterCommit,
  type EngineDb,
  engineOf,
  execute,
  fetchAll,
  fetchAllSql,
  fetchOne,
  preparedSql,
  transaction,
} from './engine';
import { asEngineDb, closePostgres, migratePostgres, openPostgres, type PostgresDb } from './postgres/client';
import { postgresTables } from './postgres/schema';
import { createTestPostgres } from './postgres/testing';
import { chatMessages } from './schema';
import { createTestDb } from './testing';

interface Engine {
  name: string;
  db: EngineDb;
  messages: typeof chatMessages;
  /** Empties the table between tests. */
  clear: () => Promise<void>;
}

let target: Awaited<ReturnType<typeof createTestPostgres>>;
let pool: PostgresDb;
const engines: Engine[] = [];

beforeAll(async () => {
  const lite = createTestDb() as unknown as EngineDb;
  engines.push({
    name: 'SQLite',
    db: lite,
    messages: chatMessages,
    clear: async () => void (await execute(lite.delete(chatMessages))),
  });
  target = await createTestPostgres();
  pool = openPostgres(target.url, { max: 4 });
  await migratePostgres(pool);
  const pg = asEngineDb(pool);
  engines.push({
    name: 'PostgreSQL',
    db: pg,
    messages: postgresTables.chatMessages,
    clear: async () => void (await execute(pg.delete(postgresTables.chatMessages))),
  });
});
afterAll(async () => {
  if (pool) await closePostgres(pool);
  await target?.drop();
});

const message = (text: string) => ({
  conversationType: 'team' as const,
  conversationId: 'c1',
  message: text,
});
const texts = async ({ db, messages }: Engine) =>
  (await fetchAll(db.select({ m: messages.message }).from(messages).orderBy(asc(messages.id)))).map(
    (r) => r.m,
  );
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(['SQLite', 'PostgreSQL'])('on %s', (name) => {
  const engine = () => engines.find((e) => e.name === name)!;

  it('reads rows, one row and raw SQL, and runs statements', async () => {
    const { db, messages, clear } = engine();
    await clear();
    await execute(db.insert(messages).values([message('uno'), message('dos')]));
    expect(await texts(engine())).toEqual(['uno', 'dos']);
    const first = await fetchOne(db.select().from(messages).where(eq(messages.message, 'dos')));
    expect(first?.message).toBe('dos');
    expect(first?.createdAt).toBeInstanceOf(Date);
    expect(await fetchOne(db.select().from(messages).where(eq(messages.message, 'tres')))).toBeUndefined();
    const counted = await fetchAllSql<{ n: number }>(db, sql`select count(*) as n from chat_messages`);
    expect(Number(counted[0]!.n)).toBe(2);
  });

  it('runs a statement written once with each call’s values, a value used twice included', async () => {
    const { db, messages, clear } = engine();
    await clear();
    await execute(db.insert(messages).values([message('uno'), message('dos'), message('uno!')]));
    const matching = preparedSql(
      (v: { conversation: string; text: string }) => sql`select message from chat_messages
        where conversation_id = ${v.conversation} and (message = ${v.text} or message = ${v.text} || '!')
        order by id`,
    );
    for (const [text, found] of [
      ['uno', ['uno', 'uno!']],
      ['dos', ['dos']],
      ['tres', []],
    ] as const) {
      const rows = await matching.all<{ message: string }>(db, { conversation: 'c1', text });
      expect(rows.map((r) => r.message)).toEqual(found);
      expect((await matching.one<{ message: string }>(db, { conversation: 'c1', text }))?.message).toBe(
        found[0],
      );
    }
    expect(await matching.all(db, { conversation: 'c2', text: 'uno' })).toEqual([]);
  });

  it('runs afterCommit hooks once the outermost transaction commits, never after a rollback', async () => {
    const { db, messages, clear } = engine();
    await clear();
    const seen: string[] = [];
    const visible = async () => (await texts(engine())).join(',');
    await transaction(db, async (tx) => {
      await execute(tx.insert(messages).values(message('uno')));
      afterCommit(() => seen.push('outer'));
      await transaction(tx, async (inner) => {
        await execute(inner.insert(messages).values(message('dos')));
        afterCommit(() => seen.push('inner'));
      });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['outer', 'inner']);
    expect(await visible()).toBe('uno,dos');
    await transaction(db, async (tx) => {
      afterCommit(() => seen.push('rolled back'));
      await execute(tx.insert(messages).values(message('tres')));
      throw new Error('no');
    }).catch(() => undefined);
    afterCommit(() => seen.push('outside'));
    expect(seen).toEqual(['outer', 'inner', 'outside']);
  });

  it('commits a transaction, rolls one back on an error, and a nested one alone', async () => {
    const { db, messages, clear } = engine();
    await clear();
    await transaction(db, async (tx) => {
      await execute(tx.insert(messages).values(message('guardado')));
    });
    await expect(
      transaction(db, async (tx) => {
        await execute(tx.insert(messages).values(message('deshecho')));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await transaction(db, async (tx) => {
      await execute(tx.insert(messages).values(message('afuera')));
      await transaction(tx, async (inner) => {
        await execute(inner.insert(messages).values(message('adentro')));
        throw new Error('solo este');
      }).catch(() => undefined);
    });
    expect(await texts(engine())).toEqual(['guardado', 'afuera']);
  });

  it("keeps another task's write out of a transaction that rolls back", async () => {
    const { db, messages, clear } = engine();
    await clear();
    let resume!: () => void;
    const paused = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const inside = transaction(db, async (tx) => {
      await execute(tx.insert(messages).values(message('dentro')));
      await paused;
      throw new Error('rollback');
    });
    await later(5);
    // Another request writes while the transaction is open: on SQLite it waits for the end, on PostgreSQL it has a
    // connection of its own. Either way it is not undone with the transaction.
    const outside = Promise.resolve(execute(db.insert(messages).values(message('fuera'))));
    await later(5);
    resume();
    await expect(inside).rejects.toThrow('rollback');
    await outside;
    expect(await texts(engine())).toEqual(['fuera']);
  });
});

describe('the engine of a database', () => {
  it('is declared when it is opened, and a PostgreSQL transaction keeps it', async () => {
    expect(engineOf(engines[0]!.db)).toBe('sqlite');
    expect(engineOf(engines[1]!.db)).toBe('postgres');
    await transaction(engines[1]!.db, async (tx) => {
      expect(engineOf(tx)).toBe('postgres');
      await transaction(tx, async (inner) => void expect(engineOf(inner)).toBe('postgres'));
    });
    await transaction(engines[0]!.db, async (tx) => void expect(engineOf(tx)).toBe('sqlite'));
  });

  it('is never guessed: a database made elsewhere is refused', () => {
    expect(() => engineOf({ all: () => [] })).toThrow(/opened through @cancha\/db/);
  });
});
