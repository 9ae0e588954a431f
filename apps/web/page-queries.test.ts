import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PAGE_QUERIES, pageQueriesOf } from '@cancha/api/page-queries';
import { describe, expect, it } from 'vitest';
import { routeOfFile } from './route-chunks';

// packages/api/src/page-queries.ts declares each page's first queries by route pattern; the route's loader and the
// server's page boot both read it. A pattern that names no route, or a loader that reads another page's
// declaration, would make the two disagree without any error: this test is where that shows.

const routesDir = fileURLToPath(new URL('./src/routes', import.meta.url));
const routeFiles = (readdirSync(routesDir, { recursive: true }) as string[])
  .map((f) => f.replaceAll('\\', '/'))
  .filter((f) => f.endsWith('.tsx') && f !== '__root.tsx');

describe("each page's first queries (packages/api/src/page-queries.ts)", () => {
  it('are declared under patterns of real routes, each read by that route’s own loader', () => {
    const patterns = new Map(routeFiles.map((file) => [routeOfFile(file).pattern, file]));
    for (const pattern of Object.keys(PAGE_QUERIES)) {
      const file = patterns.get(pattern);
      expect(file, pattern).toBeDefined();
      const source = readFileSync(`${routesDir}/${file}`, 'utf8');
      expect(source, file).toContain(`prefetchPage(context, '${pattern}'`);
    }
  });

  it('are how every route loader prefetches: no loader asks the query client directly', () => {
    for (const file of routeFiles) {
      const source = readFileSync(`${routesDir}/${file}`, 'utf8');
      if (!/\n\s+loader:/.test(source)) continue;
      expect(source, file).toMatch(/loader: .*prefetchPage\(context, '([^']+)'/s);
      expect(source, file).not.toMatch(/\.(prefetchQuery|ensureQueryData)\(/);
    }
  });

  it('read path, search and user values, and ask nothing when the page names no tournament', () => {
    expect(pageQueriesOf('/tournament-creator/fixture/', {})).toEqual([]);
    expect(pageQueriesOf('/tournament-creator/fixture/', { tournamentId: 't1' })).toEqual([
      { path: 'fixtures.rounds', input: { tournamentId: 't1' } },
      { path: 'tournaments.byId', input: { tournamentId: 't1' } },
    ]);
    expect(pageQueriesOf('/payments/history', { userId: 'u1' })).toEqual([
      { path: 'payments.history', input: { userId: 'u1' } },
    ]);
    expect(pageQueriesOf('/admin/posts/', { page: '3' })[0]?.input).toMatchObject({ page: 3 });
    expect(pageQueriesOf('/admin/posts/', { page: 'x' })[0]?.input).toMatchObject({ page: 1 });
    expect(pageQueriesOf('/nowhere', {})).toEqual([]);
  });
});
