// `cancha migrate-to-postgres`: a club's SQLite database copied into an empty PostgreSQL one, table by table, then
// checked: the same number of rows and the same checksum of their values in every table (docs/decisions/017).
import { createHash } from 'node:crypto';
import { getTableColumns, is, sql } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { SqliteDb } from '../client';
import type { EngineDb } from '../engine';
import * as declared from '../schema';
import { asEngineDb, migratePostgres, type PostgresDb } from './client';
import { postgresTables } from './schema';

/** Rows read and written at a time: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH_ROWS = 500;

export class TargetNotEmptyError extends Error {
  constructor(readonly tables: string[]) {
    const shown = tables.length > 12 ? [...tables.slice(0, 12), `${tables.length - 12} more`] : tables;
    super(
      `The PostgreSQL database is not empty (it holds ${shown.join(', ')}): copy only into a new, empty database.`,
    );
  }
}

/** Every table and view of the target's schema and of the migrations' own (drizzle), schema-qualified. */
async function tablesIn(target: PostgresDb): Promise<string[]> {
  const rows = await target.$client.unsafe(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_schema in (current_schema(), 'drizzle') order by table_schema, table_name`,
  );
  return rows.map((r) => (r.schema === 'drizzle' ? `drizzle.${r.name}` : String(r.name)));
}

export interface TableReport {
  table: string;
  rows: number;
  checksum: string;
}

type AnyTable = SQLiteTable;

/** The schema's tables, each after the tables its foreign keys point to. */
export function tablesInCopyOrder(): { name: string; table: AnyTable }[] {
  const all = new Map<AnyTable, string>();
  for (const [name, value] of Object.entries(declared)) if (is(value, SQLiteTable)) all.set(value, name);
  const ordered: { name: string; table: AnyTable }[] = [];
  const placed = new Set<AnyTable>();
  const visiting = new Set<AnyTable>();
  const place = (table: AnyTable) => {
    if (placed.has(table)) return;
    if (visiting.has(table))
      throw new Error(`foreign keys form a cycle through ${getTableConfig(table).name}`);
    visiting.add(table);
    for (const fk of getTableConfig(table).foreignKeys) {
      const target = fk.reference().foreignTable as AnyTable;
      if (target !== table) place(target);
    }
    visiting.delete(table);
    placed.add(table);
    ordered.push({ name: all.get(table)!, table });
  };
  for (const table of all.keys()) place(table);
  return ordered;
}

/** A row's values in one text whatever the engine gave: dates as ISO, bytes as base64, JSON with sorted keys. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** Order-free: the sum of the rows' hashes, so each engine may read in its own order. */
class Checksum {
  private sum = 0n;
  add(row: Record<string, unknown>) {
    const digest = createHash('sha256')
      .update(JSON.stringify(canonical(row)))
      .digest('hex');
    this.sum = (this.sum + BigInt(`0x${digest.slice(0, 32)}`)) % (1n << 128n);
  }
  toString() {
    return this.sum.toString(16).padStart(32, '0');
  }
}

function sqliteChecksum(source: SqliteDb, table: AnyTable): TableReport {
  const sum = new Checksum();
  let rows = 0;
  let after = 0;
  for (;;) {
    const page = source
      .select({ rowid: sql<number>`rowid`, ...getTableColumns(table) })
      .from(table)
      .where(sql`rowid > ${after}`)
      .orderBy(sql`rowid`)
      .limit(BATCH_ROWS)
      .all() as ({ rowid: number } & Record<string, unknown>)[];
    for (const { rowid, ...row } of page) {
      sum.add(row);
      after = rowid;
    }
    rows += page.length;
    if (page.length < BATCH_ROWS) break;
  }
  return { table: getTableConfig(table).name, rows, checksum: sum.toString() };
}

async function postgresChecksum(target: PostgresDb, name: string, tableName: string): Promise<TableReport> {
  const table = tableOf(name);
  const db = asEngineDb(target);
  const sum = new Checksum();
  let rows = 0;
  let after = '(0,0)';
  // Pages by physical position (the target is new: nothing moves rows meanwhile); values decoded by the derived
  // columns, as the app reads them.
  for (;;) {
    const page = (await db
      .select({ ctid: sql<string>`ctid::text`, ...getTableColumns(table) })
      .from(table)
      .where(sql`ctid > ${after}::tid`)
      // An expression, so the row's tid: a bare `ctid` would sort by the text of the column selected above.
      .orderBy(sql`ctid::tid`)
      .limit(BATCH_ROWS)) as ({ ctid: string } & Record<string, unknown>)[];
    for (const { ctid, ...row } of page) {
      sum.add(row);
      after = ctid;
    }
    rows += page.length;
    if (page.length < BATCH_ROWS) break;
  }
  return { table: tableName, rows, checksum: sum.toString() };
}

/** The derived (PostgreSQL) table of a schema name, under the declared types. */
function tableOf(name: string): AnyTable {
  return (postgresTables as unknown as Record<string, AnyTable>)[name]!;
}

/**
 * Copies every table of `source` into `target`, which must hold no rows (its schema is migrated first), then
 * compares the two table by table. Resolves with the report when every count and checksum matches; throws otherwise.
 */
export async function copySqliteToPostgres(
  source: SqliteDb,
  target: PostgresDb,
  progress: (line: string) => void = () => undefined,
  migrationsFolder?: string,
): Promise<TableReport[]> {
  // Decided before anything is written: a target holding any table (Cancha's, another application's, or a
  // migration journal) is refused as it is, and nothing is left behind in it.
  const present = await tablesIn(target);
  if (present.length) throw new TargetNotEmptyError(present);
  await migratePostgres(target, migrationsFolder);
  const order = tablesInCopyOrder();
  const names = order.map(({ table }) => getTableConfig(table).name);

  await target.transaction(async (tx) => {
    // The revision triggers would count the copy's inserts as changes: the copied values are the truth.
    for (const name of names) await tx.execute(sql.raw(`alter table "${name}" disable trigger user`));
    for (const { name, table } of order) {
      const pgTable = tableOf(name);
      const columns = getTableColumns(table);
      let copied = 0;
      let after = 0;
      for (;;) {
        const page = source
          .select({ rowid: sql<number>`rowid`, ...columns })
          .from(table)
          .where(sql`rowid > ${after}`)
          .orderBy(sql`rowid`)
          .limit(BATCH_ROWS)
          .all() as ({ rowid: number } & Record<string, unknown>)[];
        if (page.length === 0) break;
        after = page.at(-1)!.rowid;
        await (tx as unknown as EngineDb)
          .insert(pgTable)
          .values(page.map(({ rowid: _, ...row }) => row) as (typeof pgTable.$inferInsert)[]);
        copied += page.length;
        if (page.length < BATCH_ROWS) break;
      }
      progress(`${getTableConfig(table).name}: ${copied} rows`);
    }
    for (const name of names) await tx.execute(sql.raw(`alter table "${name}" enable trigger user`));
    // Identity columns continue after the copied ids.
    const identities = (await tx.execute(sql`select table_name as "table", column_name as "column"
      from information_schema.columns where table_schema = current_schema() and is_identity = 'YES'`)) as unknown as {
      table: string;
      column: string;
    }[];
    for (const { table, column } of identities)
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('"${table}"', '${column}'),
          coalesce((select max("${column}") from "${table}"), 0) + 1, false)`),
      );
  });

  return compareCopy(source, target);
}

/** Each table's row count and checksum on both sides; throws, naming the tables, when any differs. */
export async function compareCopy(source: SqliteDb, target: PostgresDb): Promise<TableReport[]> {
  const order = tablesInCopyOrder();
  const reports: TableReport[] = [];
  const mismatches: string[] = [];
  for (const { name, table } of order) {
    const expected = sqliteChecksum(source, table);
    const found = await postgresChecksum(target, name, expected.table);
    if (expected.rows !== found.rows || expected.checksum !== found.checksum)
      mismatches.push(
        `${expected.table}: ${expected.rows} rows (${expected.checksum}) → ${found.rows} (${found.checksum})`,
      );
    reports.push(expected);
  }
  if (mismatches.length) throw new Error(`The copy does not match the source:\n${mismatches.join('\n')}`);
  return reports;
}

export { copyUploadFiles } from './copy-uploads';
