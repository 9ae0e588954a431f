// PostgreSQL's tables, derived from the one schema declaration (../schema, SQLite's) with one type map
// (docs/decisions/017-postgresql-and-many-processes.md). drizzle-kit reads this module to write drizzle/postgres/.
import { is, SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  doublePrecision,
  foreignKey,
  index,
  jsonb,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  getTableConfig,
  type SQLiteColumn,
  SQLiteTable,
  type SQLiteTableWithColumns,
} from 'drizzle-orm/sqlite-core';
import * as declared from '../schema';

type Declared = typeof declared;

// drizzle-orm 0.45's pg-core has no bytea column; postgres.js reads and writes it as a Buffer, as SQLite's blob is.
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
/** The derived tables carry the declared ones' types: the same keys read and write the same JavaScript values. */
export type PostgresSchema = Declared;

// biome-ignore lint/suspicious/noExplicitAny: drizzle's table types are per table; the map is built generically.
type AnyTable = PgTableWithColumns<any>;

const derived = new Map<SQLiteTable, AnyTable>();
const keyOf = new Map<SQLiteColumn, { table: SQLiteTable; key: string }>();

function pgColumnOf(column: SQLiteColumn): AnyPgColumn {
  const at = keyOf.get(column);
  const table = at && derived.get(at.table);
  if (!at || !table) throw new Error(`no PostgreSQL column for ${column.name}`);
  return table[at.key] as AnyPgColumn;
}

/** The column's PostgreSQL type, by the map in decision 017. */
function columnFor(column: SQLiteColumn): PgColumnBuilderBase {
  const c = column as SQLiteColumn & { mode?: string; autoIncrement?: boolean; enumValues?: string[] };
  switch (c.columnType) {
    case 'SQLiteText':
      return c.enumValues?.length ? text({ enum: c.enumValues as [string, ...string[]] }) : text();
    case 'SQLiteTextJson':
      return jsonb();
    case 'SQLiteReal':
      return doublePrecision();
    case 'SQLiteBlobBuffer':
      return bytea();
    case 'SQLiteBoolean':
      return boolean();
    case 'SQLiteTimestamp':
      if (c.mode !== 'timestamp_ms') throw new Error(`${c.name}: only timestamp_ms dates are mapped`);
      return timestamp({ withTimezone: true, precision: 3, mode: 'date' });
    case 'SQLiteInteger': {
      const whole = bigint({ mode: 'number' });
      return c.autoIncrement ? whole.generatedByDefaultAsIdentity() : whole;
    }
    default:
      throw new Error(`${c.name}: no PostgreSQL type for ${c.columnType}`);
  }
}

function withModifiers(builder: PgColumnBuilderBase, column: SQLiteColumn, tableName: string) {
  // biome-ignore lint/suspicious/noExplicitAny: the modifiers exist on every column builder.
  let b = builder as any;
  if (column.primary) b = b.primaryKey();
  if (column.notNull && !column.primary) b = b.notNull();
  if (column.default !== undefined) {
    if (is(column.default, SQL)) throw new Error(`${tableName}.${column.name}: SQL defaults are not mapped`);
    b = b.default(column.default);
  }
  if (column.defaultFn) b = b.$defaultFn(column.defaultFn);
  if (column.onUpdateFn) b = b.$onUpdateFn(column.onUpdateFn);
  if (column.isUnique) b = b.unique(column.uniqueName);
  return b as PgColumnBuilderBase;
}

/** A condition written with the declared columns, rewritten to name the derived ones. */
function conditionFor(where: SQL): SQL {
  return sql.join(
    where.queryChunks.map((chunk) =>
      keyOf.has(chunk as SQLiteColumn) ? pgColumnOf(chunk as SQLiteColumn) : chunk,
    ),
  );
}

function derive(table: SQLiteTable): AnyTable {
  const config = getTableConfig(table);
  const columns = (table as unknown as Record<symbol, Record<string, SQLiteColumn>>)[
    (SQLiteTable as unknown as { Symbol: { Columns: symbol } }).Symbol.Columns
  ]!;
  const builders: Record<string, PgColumnBuilderBase> = {};
  for (const [key, column] of Object.entries(columns)) {
    keyOf.set(column, { table, key });
    builders[key] = withModifiers(columnFor(column), column, config.name);
  }
  const pg = pgTable(config.name, builders, (t) => {
    const col = (c: SQLiteColumn) => t[keyOf.get(c)!.key] as AnyPgColumn;
    return [
      ...config.primaryKeys.map((pk) =>
        primaryKey({ columns: pk.columns.map(col) as [AnyPgColumn, ...AnyPgColumn[]] }),
      ),
      ...config.indexes.map((ix) => {
        const on = ix.config.columns.map((c) => {
          if (is(c, SQL)) throw new Error(`${ix.config.name}: expression indexes are not mapped`);
          return col(c as SQLiteColumn);
        }) as [AnyPgColumn, ...AnyPgColumn[]];
        const built = (ix.config.unique ? uniqueIndex : index)(ix.config.name).on(...on);
        return ix.config.where ? built.where(conditionFor(ix.config.where)) : built;
      }),
      ...config.foreignKeys.map((fk) => {
        const ref = fk.reference();
        const made = foreignKey({
          name: fk.getName(),
          columns: ref.columns.map(col) as [AnyPgColumn, ...AnyPgColumn[]],
          foreignColumns: ref.foreignColumns.map((c) => pgColumnOf(c)) as [AnyPgColumn, ...AnyPgColumn[]],
        });
        const deleted = fk.onDelete ? made.onDelete(fk.onDelete) : made;
        return fk.onUpdate ? deleted.onUpdate(fk.onUpdate) : deleted;
      }),
    ];
  });
  if (config.checks.length || config.uniqueConstraints.length)
    throw new Error(`${config.name}: checks and unique constraints are not mapped`);
  return pg;
}

const tables: Record<string, unknown> = {};
for (const [name, value] of Object.entries(declared)) {
  if (is(value, SQLiteTable)) {
    const pg = derive(value);
    derived.set(value, pg);
    tables[name] = pg;
  }
}

/** Every table of the schema, for PostgreSQL, under the names (and with the types) the services import. */
export const postgresTables = tables as {
  [K in keyof Declared as Declared[K] extends SQLiteTableWithColumns<infer _> ? K : never]: Declared[K];
};
