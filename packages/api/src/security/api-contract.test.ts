import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FILE, renderApiContract } from '../../../../scripts/api-contract';
import { appRouter } from '../router';

// docs/api-contract.md is generated from the router, the gate table and the REST adapters (scripts/api-contract.ts):
// a change to any of them that changes the contract must regenerate it.
describe('docs/api-contract.md', () => {
  it('is what scripts/api-contract.ts renders from the code as it is now', () => {
    const committed = readFileSync(CONTRACT_FILE, 'utf8');
    const { markdown } = renderApiContract();
    if (committed !== markdown) {
      const old = committed.split('\n');
      const now = markdown.split('\n');
      let line = 0;
      while (line < old.length && old[line] === now[line]) line++;
      expect.fail(
        'docs/api-contract.md is stale: run bun run api-contract\n' +
          `  first difference at line ${line + 1}\n` +
          `  committed: ${old[line] ?? '(end of file)'}\n` +
          `  generated: ${now[line] ?? '(end of file)'}`,
      );
    }
    // Every procedure has its section.
    const procedures = Object.keys(
      (appRouter as unknown as { _def: { procedures: object } })._def.procedures,
    );
    const missing = procedures.filter((path) => !markdown.includes(`\n### ${path}\n`));
    expect(missing).toEqual([]);
  }, 60_000);
});
