// The few places where SQLite and PostgreSQL spell a thing differently, written once (docs/decisions/017).
// Everything else the services write is SQL both engines read the same way.
import { type AnyColumn, type SQL, sql, type Table } from 'drizzle-orm';
import { executeSql } from './engine';
import { ENGINE } from './tables';

/**
 * The values of a list passed to a prepared query as one JSON text, for `column in ${listParam('ids')}`: one
 * statement then serves lists of any length (bind `JSON.stringify(ids)`). Text values (our ids).
 */
export function listParam(name: string): SQL {
  return ENGINE === 'postgres'
    ? sql`(select value from json_array_elements_text(${sql.placeholder(name)}::json))`
    : sql`(select value from json_each(${sql.placeholder(name)}))`;
}

/**
 * The members of a JSON object as rows `key` and `value` (text on PostgreSQL), to join in a FROM clause: a map of
 * ids passed as one value (or placeholder). Its keys are our ids, its values numbers.
 */
export function jsonEntries(value: unknown): SQL {
  return ENGINE === 'postgres' ? sql`json_each_text(${value}::json)` : sql`json_each(${value})`;
}

/**
 * A date bound to a prepared query's placeholder, as the engine's driver takes it: drizzle passes placeholder
 * values on as they are; SQLite keeps our dates as milliseconds, and drizzle has postgres.js take them as text.
 */
export function dateParam(date: Date): string | number {
  return ENGINE === 'postgres' ? date.toISOString() : date.getTime();
}

/**
 * Lets the open transaction commit without waiting for its WAL to reach the disk (PostgreSQL's
 * `synchronous_commit = off`): a crash of the database server, not of a Cancha process, may then lose the last
 * fraction of a second of such writes, as SQLite's `synchronous = NORMAL` may on a power cut. For high-volume,
 * low-stakes rows (a chat message); on SQLite nothing to do.
 */
export async function relaxedCommit(tx: unknown): Promise<void> {
  if (ENGINE === 'postgres') await executeSql(tx, sql`set local synchronous_commit = off`);
}

/**
 * Locks a row until the open transaction ends (PostgreSQL's `select … for update`), so that a decision read from
 * it and what hangs off it (a tournament's places, its draw, a payment's capture) is not made twice by
 * transactions running at once in other connections or processes. SQLite's `begin immediate` already lets one
 * writer in at a time: nothing to do there.
 */
export async function lockForUpdate(
  tx: unknown,
  table: Table & { id: AnyColumn },
  id: string,
): Promise<void> {
  if (ENGINE === 'postgres')
    await executeSql(tx, sql`select 1 from ${table} where ${table.id} = ${id} for update`);
}

/** LIKE that ignores case, as SQLite's LIKE does (for ASCII letters) and PostgreSQL's ILIKE does. */
export const caseInsensitiveLike = sql.raw(ENGINE === 'postgres' ? 'ilike' : 'like');

/** A JSON object built in SQL from keys and values (text, or SQL that yields text), for a JSON column. */
export function jsonObject(entries: Record<string, SQL | string>): SQL {
  const pg = ENGINE === 'postgres';
  // PostgreSQL must be told a bound value's type inside jsonb_build_object.
  const value = (v: SQL | string) => (typeof v === 'string' && pg ? sql`${v}::text` : sql`${v}`);
  const inner = sql.join(
    Object.entries(entries).map(([key, v]) =>
      pg ? sql`${key}::text, ${value(v)}` : sql`${key}, ${value(v)}`,
    ),
    sql`, `,
  );
  return pg ? sql`jsonb_build_object(${inner})` : sql`json_object(${inner})`;
}

/**
 * Whether a write failed on a unique index, of `table` if named: SQLite says so in its message ("UNIQUE
 * constraint failed: table.column"), PostgreSQL with SQLSTATE 23505 and the table's name. Drizzle wraps the
 * driver's error as its cause.
 */
export function isUniqueViolation(error: unknown, table?: string): boolean {
  if (!(error instanceof Error)) return false;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error && cause !== error && isUniqueViolation(cause, table)) return true;
  const pg = error as { code?: unknown; table_name?: unknown };
  if (pg.code === '23505') return table === undefined || pg.table_name === table;
  const sqlite = /UNIQUE constraint failed: (\w+)\./.exec(error.message);
  return sqlite !== null && (table === undefined || sqlite[1] === table);
}

/**
 * Runs `job` unless another process is running it (a session-level advisory lock on PostgreSQL, tried, not waited
 * for): the outbox's delivery and the periodic jobs run once across processes, not once per process. On SQLite
 * there is one process, whose own callers already take turns. Resolves with false when it did not run.
 */
export async function exclusively(db: unknown, name: string, job: () => Promise<void>): Promise<boolean> {
  if (ENGINE !== 'postgres') {
    await job();
    return true;
  }
  const client = (db as { $client: PostgresClient }).$client;
  const connection = await client.reserve();
  try {
    const [got] = await connection`select pg_try_advisory_lock(hashtext(${name})) as ok`;
    if (!got?.ok) return false;
    try {
      await job();
      return true;
    } finally {
      await connection`select pg_advisory_unlock(hashtext(${name}))`;
    }
  } finally {
    connection.release();
  }
}

/** What `exclusively` needs of postgres.js: a connection of the pool of its own while the job runs. */
interface PostgresClient {
  reserve(): Promise<
    ((strings: TemplateStringsArray, ...values: unknown[]) => Promise<{ ok?: boolean }[]>) & {
      release(): void;
    }
  >;
}
