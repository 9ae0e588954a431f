import { is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as declared from './schema';
import * as tables from './tables';

describe('the tables the services import', () => {
  it('are every table of the schema, under its name, of this process engine', () => {
    const names = Object.entries(declared)
      .filter(([, value]) => is(value, SQLiteTable))
      .map(([name]) => name)
      .sort();
    const exported = Object.keys(tables).filter((name) => name !== 'ENGINE' && name !== 'isPostgresUrl');
    expect(exported.sort()).toEqual(names);
    if (tables.ENGINE === 'sqlite') {
      const mine = new Map(Object.entries(tables));
      const theirs = new Map(Object.entries(declared));
      for (const name of names) expect(mine.get(name)).toBe(theirs.get(name));
    }
  });
});
