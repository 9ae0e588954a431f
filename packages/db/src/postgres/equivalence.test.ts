// Both engines' migrations, applied to empty databases, must hold the same tables (docs/decisions/017): a change
// to the schema that reaches one engine's migrations and not the other's fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, migrateDatabase, openDatabase } from '../client';
import { closePostgres, migratePostgres, openPostgres, type PostgresDb } from './client';
import { createTestPostgres } from './testing';

interface Column {
  type: string;
  notNull: boolean;
  default: string | null;
  identity: boolean;
}
interface Shape {
  columns: Record<string, Record<string, Column>>;
  primaryKeys: Record<string, string>;
  indexes: string[];
  foreignKeys: string[];
  triggers: string[];
}

/** SQLite's storage type → what PostgreSQL stores the same values as (the map in decision 017). */
const SAME_VALUES: Record<string, string[]> = {
  blob: ['bytea'],
  integer: ['bigint', 'boolean', 'timestamp with time zone'],
  real: ['double precision'],
  text: ['text', 'jsonb'],
};

/** A default or condition as both engines would agree to write it. */
function normal(text: string | null): string | null {
  if (text === null) return null;
  return text
    .replace(/::[a-z ]+/g, '')
    .replace(/["`()]/g, '')
    .replace(/\b\w+\.(\w+)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function sqliteShape(): Shape {
  const db = openDatabase(':memory:');
  migrateDatabase(db);
  const sqlite = db.$client;
  const all = <T>(query: string) => sqlite.prepare(query).all() as T[];
  const shape: Shape = { columns: {}, primaryKeys: {}, indexes: [], foreignKeys: [], triggers: [] };
  const tables = all<{ name: string; sql: string }>(
    "select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'",
  );
  for (const { name, sql } of tables) {
    const columns: Record<string, Column> = {};
    const keys: string[] = [];
    for (const c of all<{
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
    }>(`pragma table_xinfo("${name}")`)) {
      const identity = c.pk > 0 && new RegExp(`\`${c.name}\`[^,]*AUTOINCREMENT`, 'i').test(sql);
      columns[c.name] = {
        type: c.type.toLowerCase(),
        notNull: c.notnull === 1 || c.pk > 0,
        default: normal(c.dflt_value),
        identity,
      };
      if (c.pk > 0) keys[c.pk - 1] = c.name;
    }
    shape.columns[name] = columns;
    if (keys.length) shape.primaryKeys[name] = keys.join(',');
    for (const ix of all<{ name: string; unique: number; origin: string }>(`pragma index_list("${name}")`)) {
      if (ix.origin === 'pk') continue;
      const on = all<{ name: string }>(`pragma index_info("${ix.name}")`).map((c) => c.name);
      const created = all<{ sql: string | null }>(
        `select sql from sqlite_master where name = '${ix.name}'`,
      )[0]?.sql;
      const where = created?.match(/\bwhere\b(.*)$/is)?.[1] ?? null;
      shape.indexes.push(
        `${name}: ${ix.name} ${ix.unique ? 'unique ' : ''}(${on.join(',')}) ${normal(where) ?? ''}`,
      );
    }
    for (const fk of all<{ table: string; from: string; to: string; on_delete: string }>(
      `pragma foreign_key_list("${name}")`,
    )) {
      shape.foreignKeys.push(
        `${name}.${fk.from} → ${fk.table}.${fk.to} on delete ${fk.on_delete.toLowerCase()}`,
      );
    }
  }
  shape.triggers = all<{ name: string }>("select name from sqlite_master where type = 'trigger'").map(
    (t) => t.name,
  );
  closeDatabase(db);
  return shape;
}

async function postgresShape(db: PostgresDb): Promise<Shape> {
  const sql = db.$client;
  const shape: Shape = { columns: {}, primaryKeys: {}, indexes: [], foreignKeys: [], triggers: [] };
  const columns = await sql<
    { table: string; column: string; type: string; nullable: string; dflt: string | null; identity: string }[]
  >`select table_name as table, column_name as column, data_type as type, is_nullable as nullable,
      column_default as dflt, is_identity as identity
    from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`;
  for (const c of columns) {
    shape.columns[c.table] ??= {};
    shape.columns[c.table]![c.column] = {
      type: c.type,
      notNull: c.nullable === 'NO',
      default: normal(c.dflt),
      identity: c.identity === 'YES',
    };
  }
  const keys = await sql<{ table: string; columns: string[] }[]>`
    select t.relname as table, array_agg(a.attname order by k.ord) as columns
    from pg_constraint c join pg_class t on t.oid = c.conrelid
    join unnest(c.conkey) with ordinality k(attnum, ord) on true
    join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
    where c.contype = 'p' and t.relnamespace = 'public'::regnamespace group by t.relname`;
  for (const k of keys) shape.primaryKeys[k.table] = k.columns.join(',');
  const indexes = await sql<
    { table: string; name: string; unique: boolean; columns: string[]; predicate: string | null }[]
  >`select t.relname as table, i.relname as name, x.indisunique as unique, array_agg(a.attname order by k.ord) as columns, pg_get_expr(x.indpred, x.indrelid) as predicate
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    join unnest(x.indkey) with ordinality k(attnum, ord) on true
    join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
    where t.relnamespace = 'public'::regnamespace and not x.indisprimary and t.relname not like '__drizzle%'
    group by t.relname, i.relname, x.indisunique, x.indexrelid, x.indpred, x.indrelid`;
  for (const ix of indexes) {
    // A column's UNIQUE is a constraint here and a named unique index on SQLite: both carry Drizzle's name.
    shape.indexes.push(
      `${ix.table}: ${ix.name} ${ix.unique ? 'unique ' : ''}(${ix.columns.join(',')}) ${normal(ix.predicate) ?? ''}`,
    );
  }
  const foreignKeys = await sql<
    { table: string; from: string; target: string; to: string; action: string }[]
  >`
    select t.relname as table, a.attname as from, r.relname as target, ra.attname as to, c.confdeltype as action
    from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_class r on r.oid = c.confrelid
    join pg_attribute a on a.attrelid = t.oid and a.attnum = c.conkey[1]
    join pg_attribute ra on ra.attrelid = r.oid and ra.attnum = c.confkey[1]
    where c.contype = 'f' and t.relnamespace = 'public'::regnamespace`;
  const actions: Record<string, string> = {
    a: 'no action',
    r: 'restrict',
    c: 'cascade',
    n: 'set null',
    d: 'set default',
  };
  for (const fk of foreignKeys)
    shape.foreignKeys.push(`${fk.table}.${fk.from} → ${fk.target}.${fk.to} on delete ${actions[fk.action]}`);
  const triggers = await sql<{ name: string }[]>`
    select distinct trigger_name as name from information_schema.triggers where trigger_schema = 'public'`;
  shape.triggers = triggers.map((t) => t.name);
  return shape;
}

describe('the two engines hold the same schema', () => {
  let target: Awaited<ReturnType<typeof createTestPostgres>>;
  let pg: PostgresDb;
  let lite: Shape;
  let post: Shape;
  beforeAll(async () => {
    target = await createTestPostgres();
    pg = openPostgres(target.url, { max: 2 });
    await migratePostgres(pg);
    lite = sqliteShape();
    post = await postgresShape(pg);
    // Every migration applied to a database made from nothing, on a server other suites may be loading at once.
  }, 60_000);
  afterAll(async () => {
    if (pg) await closePostgres(pg);
    await target?.drop();
  });

  it('has the same tables, each with the same columns, nullability and defaults', () => {
    expect(Object.keys(post.columns).sort()).toEqual(Object.keys(lite.columns).sort());
    for (const [table, columns] of Object.entries(lite.columns)) {
      const other = post.columns[table]!;
      // Columns added later come last on SQLite (ALTER TABLE) and in place on PostgreSQL: order is not compared.
      expect(Object.keys(other).sort(), table).toEqual(Object.keys(columns).sort());
      for (const [name, c] of Object.entries(columns)) {
        const p = other[name]!;
        const where = `${table}.${name}`;
        expect(SAME_VALUES[c.type], `${where}: ${c.type}`).toContain(p.type);
        expect(p.notNull, where).toBe(c.notNull);
        expect(p.identity, where).toBe(c.identity);
        expect(p.default, where).toBe(c.default);
      }
    }
  });

  // Announces a tournament's change to the other processes (drizzle/postgres/0004): one process on SQLite has no
  // one to tell.
  const POSTGRES_ONLY_TRIGGERS = ['tournaments_announce'];

  it('has the same primary keys, indexes (with their conditions), foreign keys and triggers', () => {
    expect(post.primaryKeys).toEqual(lite.primaryKeys);
    expect(post.indexes.sort()).toEqual(lite.indexes.sort());
    expect(post.foreignKeys.sort()).toEqual(lite.foreignKeys.sort());
    expect(post.triggers.filter((t) => !POSTGRES_ONLY_TRIGGERS.includes(t)).sort()).toEqual(
      lite.triggers.sort(),
    );
  });
});
