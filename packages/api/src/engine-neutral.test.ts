import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/decisions/017: services run on SQLite and on PostgreSQL, so every query goes through @cancha/db's helpers
// (fetchAll, fetchOne, execute, their *Sql forms, transaction). A builder's own .all()/.get()/.run()/.values()
// exists on SQLite only, and on SQLite it would also slip past the gate that keeps other tasks out of an open
// transaction.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const scanned = ['packages/api/src', 'apps/server/src'];

/** Files that open, close or listen on the database itself (its driver), not its rows. */
const SQLITE_TOOLS = new Set([
  'apps/server/src/release.ts',
  'apps/server/src/migrate-to-postgres.ts',
  'apps/server/src/database.ts',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const RUNNERS = [
  // `….all()`, `….get({ id })`, `….run()` at the end of a builder chain, on its own line or after a call.
  /(^|\))\s*\.(all|get|run)\(\s*(\)|\{)/gm,
  /(^|\))\s*\.values\(\s*\)/gm,
  // `db.all(sql…)` and friends on a database or transaction.
  /\b(db|tx)\.(all|get|run|values)(<[^>]*>)?\(\s*sql/g,
];

function offences(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const name = relative(root, file);
  const found: string[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const pattern of RUNNERS) {
    for (const m of text.matchAll(pattern)) found.push(`${name}:${lineOf(m.index ?? 0)} ${m[0].trim()}`);
  }
  if (!SQLITE_TOOLS.has(name) && !name.endsWith('.test.ts')) {
    for (const m of text.matchAll(/\$client\b/g)) found.push(`${name}:${lineOf(m.index ?? 0)} $client`);
  }
  return found;
}

describe('engine-neutral queries', () => {
  it('no service or REST adapter runs a query itself, nor reaches for the SQLite client', () => {
    const files = scanned.flatMap((dir) => sources(join(root, dir))).filter((f) => !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(offences)).toEqual([]);
  });

  it('the check finds a builder run directly', () => {
    const sample =
      'const rows = db\n  .select()\n  .from(users)\n  .all();\nconst one = prepared(db).get({ id });';
    const hits = RUNNERS.flatMap((p) => [...sample.matchAll(p)]);
    expect(hits).toHaveLength(2);
  });
});
