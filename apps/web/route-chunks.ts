// Which JavaScript files each page address needs, for the server to name in the page it sends
// (apps/server/src/page-boot.ts) as <link rel="modulepreload">. Without them a phone learns of the route's code
// only once the entry script has downloaded and run: on slow 4G, a whole round trip and more after the HTML.
import { relative } from 'node:path';
import type { Plugin } from 'vite';

export const ROUTE_CHUNKS_FILE = 'route-chunks.json';
const SPLIT = '?tsr-split=';

export interface RouteChunks {
  /** URL pattern as TanStack Router writes it: `$name` for a parameter, a trailing `/` for an index route. */
  pattern: string;
  /** The route's own chunks and those of its layouts, with what they import, less what the HTML loads anyway. */
  files: string[];
}

export interface RouteChunksFile {
  routes: RouteChunks[];
  /** Lazily loaded parts a page may draw at once, by name: their files, less what the HTML loads anyway. */
  parts: Record<string, string[]>;
}

/**
 * A route file's id and address pattern under the conventions this app's routes use: folders nest, `route.tsx`
 * is its folder's layout, `index.tsx` its index, `_name` a layout that adds nothing to the address.
 */
export function routeOfFile(file: string): { id: string; pattern: string } {
  const parts = file.replace(/\.tsx$/, '').split('/');
  const last = parts.pop()!;
  const index = last === 'index';
  if (last !== 'route' && !index) parts.push(last);
  const id = `/${parts.join('/')}${index ? '/' : ''}`.replace(/^\/\/$/, '/');
  const shown = parts.filter((p) => !p.startsWith('_') && !/^\(.*\)$/.test(p));
  const pattern = `/${shown.join('/')}${index && shown.length > 0 ? '/' : ''}`;
  return { id, pattern };
}

/** Whether route `ancestor` is a layout `id` renders inside (an index route is no one's layout). */
const isLayoutOf = (ancestor: string, id: string) =>
  ancestor !== id && !ancestor.endsWith('/') && (ancestor === '/' || id.startsWith(`${ancestor}/`));

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * Every route's files from the bundle, and those of the named `parts` (absolute module paths): `routesDir` is the
 * absolute folder of the route files.
 */
export function routeChunks(
  routesDir: string,
  bundle: Record<string, OutputChunk | { type: 'asset' }>,
  parts: Record<string, string> = {},
): RouteChunksFile {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (roots: string[], skip: Set<string>) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name) || skip.has(name)) return;
      seen.add(name);
      for (const next of byName.get(name)?.imports ?? []) visit(next);
    };
    for (const root of roots) visit(root);
    return seen;
  };
  const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
  const initial = closure(entries, new Set());
  const routes = chunks.flatMap((c) => {
    const module = c.facadeModuleId;
    if (!module?.includes(`${SPLIT}component`)) return [];
    const file = relative(routesDir, module.slice(0, module.indexOf(SPLIT))).replaceAll('\\', '/');
    return file.startsWith('..') ? [] : [{ ...routeOfFile(file), chunk: c.fileName }];
  });
  const files = (roots: string[]) => [...closure(roots, initial)].map((name) => `/${name}`);
  const partFiles = Object.entries(parts).map(([name, module]) => {
    const chunk = chunks.find((c) => c.facadeModuleId === module);
    if (!chunk) throw new Error(`${module} is not a chunk of its own: is it imported lazily?`);
    return [name, files([chunk.fileName])] as const;
  });
  // Each address loads its route's chunk and its layouts'. A layout that adds nothing to the address (`_site`) is
  // never an address's own route.
  const pages = routes
    .filter((route) => !route.id.split('/').at(-1)?.startsWith('_'))
    .map((route) => ({
      pattern: route.pattern,
      // Outermost layout first: the order the router loads them in.
      files: files(
        routes
          .filter((r) => r === route || isLayoutOf(r.id, route.id))
          .sort((a, b) => a.id.length - b.id.length)
          .map((r) => r.chunk),
      ),
    }))
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
  return { routes: pages, parts: Object.fromEntries(partFiles) };
}

export function routeChunksPlugin(routesDir: string, parts: Record<string, string> = {}): Plugin {
  return {
    name: 'cancha:route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: JSON.stringify(routeChunks(routesDir, bundle as never, parts)),
      });
    },
  };
}
