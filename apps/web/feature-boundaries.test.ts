import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Biome (biome.json) allows a feature to import another only through that feature's public entries. This test
// adds what a lint rule cannot see: the features' imports of each other form no cycle, and the shared layers
// (components/, lib/) import no feature at all. A cycle means two features must change together; break it by
// moving the shared piece down into components/ or lib/, or the page that composes both up into the other.

const src = fileURLToPath(new URL('./src', import.meta.url));
const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return (readdirSync(`${src}/${dir}`, { recursive: true }) as string[])
    .map((f) => `${dir}/${f.replaceAll('\\', '/')}`)
    .filter((f) => /\.tsx?$/.test(f));
}

/** The feature an import names, from the file at `from` (a path under src/), or null when it names none. */
function featureOf(from: string, specifier: string): string | null {
  let path: string;
  if (specifier.startsWith('@/')) path = specifier.slice(2);
  else if (specifier.startsWith('.')) path = new URL(specifier, `file:///${from}`).pathname.slice(1);
  else return null;
  const [top, name] = path.split('/');
  return top === 'features' && name ? name : null;
}

function importsOf(file: string): string[] {
  return [...readFileSync(`${src}/${file}`, 'utf8').matchAll(IMPORT)].map((m) => m[1]!);
}

/** Feature → the features it imports. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles('features')) {
    const own = file.split('/')[1]!;
    const targets = graph.get(own) ?? new Set<string>();
    graph.set(own, targets);
    for (const specifier of importsOf(file)) {
      const target = featureOf(file, specifier);
      if (target && target !== own) targets.add(target);
    }
  }
  return graph;
}

/** One cycle of the graph as the path that closes it (a → b → a), or null when there is none. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('feature folders of the web app', () => {
  it('import each other without a cycle', () => {
    const graph = featureGraph();
    expect(graph.size).toBeGreaterThan(15);
    expect(findCycle(graph)?.join(' → ') ?? null).toBeNull();
  });

  it('sit above components/ and lib/, which import no feature', () => {
    const offenders = [...sourceFiles('components'), ...sourceFiles('lib')].filter((file) =>
      importsOf(file).some((specifier) => featureOf(file, specifier)),
    );
    expect(offenders).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(new Map([['a', new Set(['b'])]]))).toBeNull();
  });
});
