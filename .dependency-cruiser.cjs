/**
 * The rooms of packages/api (docs/architecture.md, decision 020), checked in CI by `bun run deps`.
 *
 * A domain is a folder of packages/api/src. Its files are of three kinds, told by their names:
 *   - `*.router.ts`  the edge: procedures, input parsing, gates;
 *   - `*.service.ts` the domain's own changes and the reads it composes, in its own transactions;
 *   - `*.events.ts`  the domain's handlers of other domains' after-commit events;
 *   - anything else  the domain's low modules: row types, access checks, read helpers, text. Other domains may
 *                    import these, and these import no service, router or handler.
 * The composition roots wire the domains together and may import anything: router.ts (the procedures), context.ts
 * and after-commit.ts (a request's world and its one post-commit path, with every domain's event handlers),
 * index.ts (what the server imports), demo/ (the seed), and the tests' own support.
 */
const API = '^packages/api/src/';
const TESTS = `${API}(testing\\.ts$|test-fixtures/)|\\.test\\.ts$`;
const ROOTS = `${API}(router|index|context|after-commit)\\.ts$|${API}demo/|${TESTS}`;
const EXCEPTION = `${API}challenges/challenges\\.router\\.ts$`;
const UPPER = '\\.(service|router|events)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'A cycle means its files must change together. Move the shared piece down into a low module.',
      severity: 'error',
      from: { path: API, pathNot: TESTS },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-service-across-domains',
      comment:
        "A domain reaches another through that domain's low modules, never its services, routers or handlers. " +
        'A side effect in another domain is an after-commit event (events/) with its handler in that domain.',
      severity: 'error',
      from: { path: `${API}([^/]+)/`, pathNot: [ROOTS, EXCEPTION] },
      to: { path: `${API}[^/]+/.*${UPPER}`, pathNot: [`${API}$1/`] },
    },
    {
      name: 'no-service-across-domains',
      comment:
        "The one exception: challenges.updateMatch is competition's match update under the challenges' path (the " +
        "spec's REST path for a friendly); competition's match rules decide, challenges only checks it is a friendly.",
      severity: 'error',
      from: { path: EXCEPTION },
      to: {
        path: `${API}[^/]+/.*${UPPER}`,
        pathNot: [`${API}challenges/`, `${API}competition/matches\\.service\\.ts$`],
      },
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
