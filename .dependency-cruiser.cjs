/**
 * The rooms of packages/api (docs/architecture.md, decision 020), checked in CI by `bun run deps`.
 *
 * A domain is a folder of packages/api/src. Its files are of three kinds, told by their names:
 *   - `*.router.ts`  the edge: procedures, input parsing, gates;
 *   - `*.service.ts` the domain's own changes and the reads it composes, in its own transactions;
 *   - `*.events.ts`  the domain's handlers of other domains' after-commit events;
 *   - anything else  the domain's low modules: row types, access checks, read helpers, text. Other domains may
 *                    import these, and these import no service, router or handler.
 * The composition roots (router.ts, index.ts, testing.ts, demo/) wire everything and may import anything.
 */
const API = '^packages/api/src/';
const ROOTS = `${API}(router|index|testing)\\.ts$|${API}(demo|test-fixtures)/|\\.test\\.ts$`;
const UPPER = '\\.(service|router|events)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'A cycle means its files must change together. Move the shared piece down into a low module.',
      severity: 'error',
      from: { path: API, pathNot: '\\.test\\.ts$' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-service-across-domains',
      comment:
        "A domain reaches another through that domain's low modules, never its services, routers or handlers. " +
        'A side effect in another domain is an after-commit event (events/) with its handler in that domain.',
      severity: 'error',
      from: { path: `${API}([^/]+)/`, pathNot: ROOTS },
      to: { path: `${API}[^/]+/.*${UPPER}`, pathNot: [`${API}$1/`] },
    },
    {
      name: 'low-modules-stay-low',
      comment: 'A low module (no .service/.router/.events suffix) imports no service, router or handler.',
      severity: 'error',
      from: { path: API, pathNot: [UPPER, ROOTS] },
      to: { path: `${API}.*${UPPER}` },
    },
  ],
  options: {
    tsConfig: { fileName: 'packages/api/tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
  },
};
