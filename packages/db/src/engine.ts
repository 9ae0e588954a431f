// How services run queries on either engine (docs/decisions/017): `fetchAll`, `fetchOne` and `execute` in place of the builders'
// `.all()`, `.get()` and `.run()`, which PostgreSQL's builders lack, and `transaction` in place of
// `db.transaction()`, which better-sqlite3 refuses when the function is asynchronous.
import { AsyncLocalStorage } from 'node:async_hooks';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { type BaseSQLiteDatabase, SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import type { Schema } from './client';

/**
 * A database as the services see it, on either engine: typed by the one schema declaration (SQLite's) and queried
 * through the helpers below. PostgreSQL's database and derived tables are handed out under these types.
 */
export type EngineDb = BaseSQLiteDatabase<'async', unknown, Schema>;

/** The two engines a database object may run on. */
export type Engine = 'sqlite' | 'postgres';

// Each database object (and each PostgreSQL transaction) is declared with its engine when it is made: the helpers
// below ask, rather than guess from which methods the object happens to have. One process may hold both (the copy
// from SQLite to PostgreSQL).
const engines = new WeakMap<object, Engine>();

/** Declares the engine of a database object made here (openDatabase, openPostgres, a transaction). */
export function declareEngine<D extends object>(db: D, engine: Engine): D {
  engines.set(db, engine);
  return db;
}

/** The engine of a database object, as declared when it was opened. */
export function engineOf(db: unknown): Engine {
  const engine = engines.get(db as object);
  if (!engine) throw new Error('a database must be opened through @cancha/db (openDatabase or openPostgres)');
  return engine;
}

/** A value, or the promise of one: whichever, the caller awaits it. SQLite answers at once. */
export type Awaitable<T> = T | Promise<T>;

/**
 * A query builder (awaitable everywhere) or a prepared query (whose `all` answers at once on SQLite, and is a
 * promise on PostgreSQL).
 */
type Query<T> =
  | (PromiseLike<T> & Runners)
  | (Runners & { all: (params?: Record<string, unknown>) => PromiseLike<T> | T });
interface Runners {
  all?: (params?: Record<string, unknown>) => unknown;
  get?: (params?: Record<string, unknown>) => unknown;
  run?: (params?: Record<string, unknown>) => unknown;
  execute?: (params?: Record<string, unknown>) => PromiseLike<unknown>;
}

/** A database of either engine, as far as these helpers use it. */
interface AnyDb {
  run?: (query: SQL) => unknown;
  all?: (query: SQL) => unknown;
  execute?: (query: SQL) => PromiseLike<unknown>;
  transaction: (fn: (tx: never) => unknown) => unknown;
}

// SQLite runs on one connection: while an asynchronous transaction is open there, a query from any other task would
// land inside it (and be rolled back with it). The gate makes those wait; the transaction's own task, known through
// AsyncLocalStorage, goes through. Outside a transaction the cost is one boolean.
interface OpenTransaction {
  open: boolean;
  depth: number;
}
const current = new AsyncLocalStorage<OpenTransaction>();
let held = false;
const waiting: (() => void)[] = [];

function acquire(): Promise<void> | undefined {
  if (!held) {
    held = true;
    return undefined;
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else held = false;
}

/**
 * Runs SQLite work now, or, while another task's transaction is open, once it has ended: holding the gate for the
 * work itself, so that no transaction waiting behind begins in between.
 */
function gated<R>(work: () => R): Awaitable<R> {
  if (!held || current.getStore()?.open) return work();
  return (acquire() as Promise<void>).then(() => {
    try {
      return work();
    } finally {
      release();
    }
  });
}

// SQLite's builders and prepared queries run with get/run; PostgreSQL's prepared queries have an `all` too.
function sqliteRunner<T>(query: Query<T>): boolean {
  return typeof query.get === 'function' && typeof query.run === 'function';
}

/** Every row the query returns. */
export function fetchAll<T>(query: Query<T>, params?: Record<string, unknown>): Awaitable<T> {
  if (!sqliteRunner(query)) return (query.execute ? query.execute(params) : query) as Promise<T>;
  return gated(() => query.all!(params) as T);
}

/** The first row, or undefined: for a query that names one row (by its key, or with `.limit(1)`). */
export function fetchOne<T extends readonly unknown[]>(
  query: Query<T>,
  params?: Record<string, unknown>,
): Awaitable<T[number] | undefined> {
  if (!sqliteRunner(query)) return Promise.resolve(fetchAll(query, params)).then((all) => all[0]);
  return gated(() => query.get!(params) as T[number] | undefined);
}

/**
 * Runs a statement whose rows are not wanted (an insert, update or delete without `returning`), and tells how
 * many rows it changed.
 */
export function execute(query: Query<unknown>, params?: Record<string, unknown>): Awaitable<number> {
  if (!sqliteRunner(query)) return Promise.resolve(fetchAll(query, params)).then(changedCount);
  return gated(() => (query.run!(params) as { changes: number }).changes);
}

// postgres.js puts the count of changed rows on the result list.
function changedCount(result: unknown): number {
  return (result as { count?: number }).count ?? 0;
}

/** The rows of a statement written in SQL. */
export function fetchAllSql<T>(db: unknown, statement: SQL): Awaitable<T[]> {
  const d = db as AnyDb;
  if (engineOf(db) === 'postgres') return Promise.resolve(d.execute!(statement)).then((r) => [...(r as T[])]);
  return gated(() => d.all!(statement) as T[]);
}

/** The first row of a statement written in SQL, or undefined. */
export function fetchOneSql<T>(db: unknown, statement: SQL): Awaitable<T | undefined> {
  const d = db as AnyDb;
  if (engineOf(db) === 'postgres')
    return Promise.resolve(fetchAllSql<T>(db, statement)).then((all) => all[0]);
  return gated(() => (d as unknown as { get: (s: SQL) => unknown }).get(statement) as T | undefined);
}

/** The values of a statement written once (preparedSql): each as the driver binds it (dates through dateParam). */
type StatementValues = Record<string, string | number | null>;

/**
 * A statement written in SQL and run often with other values: `build` writes it from its values, which it is given
 * either as they are or as sql.placeholder()s of the same names (so it only puts them into the SQL). On SQLite,
 * where drizzle turning a template into text costs more than SQLite running most statements, the text is made
 * once and every call binds its values; PostgreSQL gets the statement built with its values, and postgres.js
 * reuses the plan of a text it has seen.
 */
export function preparedSql<P extends StatementValues>(build: (values: P) => SQL) {
  let compiled: { sql: string; params: unknown[] } | undefined;
  const placeholders = new Proxy({} as P, { get: (_, name) => sql.placeholder(String(name)) });
  // SQLite's compiled statement (the connection keeps them by text, client.ts) and the values in its order.
  const onSqlite = (db: unknown, values: P) => {
    compiled ??= new SQLiteSyncDialect({ casing: 'snake_case' }).sqlToQuery(build(placeholders));
    const client = (db as { $client: { prepare: (text: string) => SqliteStatement } }).$client;
    return [client.prepare(compiled.sql), fillPlaceholders(compiled.params, values)] as const;
  };
  return {
    /** The first row, or undefined. */
    one<T>(db: unknown, values: P): Awaitable<T | undefined> {
      if (engineOf(db) === 'postgres') return fetchOneSql<T>(db, build(values));
      return gated(() => {
        const [statement, bound] = onSqlite(db, values);
        return statement.get(...bound) as T | undefined;
      });
    },
    /** Every row. */
    all<T>(db: unknown, values: P): Awaitable<T[]> {
      if (engineOf(db) === 'postgres') return fetchAllSql<T>(db, build(values));
      return gated(() => {
        const [statement, bound] = onSqlite(db, values);
        return statement.all(...bound) as T[];
      });
    },
  };
}

interface SqliteStatement {
  get: (...values: unknown[]) => unknown;
  all: (...values: unknown[]) => unknown[];
}

/** Runs a statement written in SQL whose rows are not wanted, and tells how many rows it changed. */
export function executeSql(db: unknown, statement: SQL): Awaitable<number> {
  const d = db as AnyDb;
  if (engineOf(db) === 'postgres') return Promise.resolve(d.execute!(statement)).then(changedCount);
  return gated(() => (d.run!(statement) as { changes: number }).changes);
}

/**
 * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws; nested calls are savepoints.
 * On PostgreSQL it is Drizzle's (READ COMMITTED; `tx` is the transaction's connection). On SQLite, `tx` is the
 * database itself and other tasks' queries wait until it ends. Do no network I/O inside: it holds the connection.
 */
export async function transaction<D, T>(db: D, fn: (tx: D) => Promise<T>): Promise<T> {
  // The outermost transaction keeps the work to run once it has committed (afterCommit); nested ones add to it.
  if (committing.getStore()?.open) return await transactionOf(db, fn);
  const state: Committing = { open: true, hooks: [] };
  try {
    const result = await committing.run(state, () => transactionOf(db, fn));
    state.open = false;
    for (const hook of state.hooks) hook();
    return result;
  } finally {
    state.open = false;
  }
}

interface Committing {
  open: boolean;
  hooks: (() => void)[];
}
const committing = new AsyncLocalStorage<Committing>();

/**
 * Runs `hook` once the transaction open in this task has committed, or at once outside one. For what must not
 * happen before the rows it reads are visible to other connections (an e-mail's delivery on PostgreSQL). A hook
 * of a savepoint that rolled back still runs when the outer transaction commits: keep hooks to nudges that read
 * what is committed (a flush), never to effects of their own.
 */
export function afterCommit(hook: () => void): void {
  const open = committing.getStore();
  if (open?.open) open.hooks.push(hook);
  else hook();
}

async function transactionOf<D, T>(db: D, fn: (tx: D) => Promise<T>): Promise<T> {
  const d = db as unknown as AnyDb;
  if (engineOf(db) === 'postgres')
    return (await d.transaction((tx: D) => fn(declareEngine(tx as object, 'postgres') as D))) as T;
  const mine = current.getStore();
  if (mine?.open) {
    const savepoint = `sp${++mine.depth}`;
    d.run!(sql.raw(`savepoint ${savepoint}`));
    try {
      const result = await fn(db);
      d.run!(sql.raw(`release ${savepoint}`));
      return result;
    } catch (error) {
      d.run!(sql.raw(`rollback to ${savepoint}`));
      d.run!(sql.raw(`release ${savepoint}`));
      throw error;
    } finally {
      mine.depth--;
    }
  }
  await acquire();
  const state: OpenTransaction = { open: true, depth: 0 };
  try {
    return await current.run(state, async () => {
      d.run!(sql`begin immediate`);
      try {
        const result = await fn(db);
        d.run!(sql`commit`);
        return result;
      } catch (error) {
        d.run!(sql`rollback`);
        throw error;
      }
    });
  } finally {
    // Work the transaction started and left running (a timer, say) is outside it from now on.
    state.open = false;
    release();
  }
}
