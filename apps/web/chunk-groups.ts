// How the code the player home needs on first load is cut into files (vite.config.ts). Left to the default, the
// modules shared between lazy routes end up in dozens of tiny chunks (one icon, one hook each), which gzip
// poorly apart and cost a request each: the player home fetched 40 files. Here what the home's route
// components import goes into two chunks: `player-home` for what only the player area uses, `common` for
// what other areas (the public site, the creator, payments) use too, so a visitor never downloads player code.

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importers: string[]; importedIds: string[]; dynamicImporters: string[] } | null;
}

const ROUTE_CHUNK = '?tsr-split=';
// The player area's route files: routes/player.tsx and everything under routes/player/, plus the root layout.
const PLAYER_ROUTE = /\/src\/routes\/(player\.tsx|player\/|__root\.tsx)/;

/**
 * A rolldown `codeSplitting` group name function. `homeRoutes` are the module ids of the route components the
 * player home draws; only the app's own modules (under `appSource`) are grouped: following a package's index
 * would take in modules the home never uses. Returns null for modules it leaves to the default splitting.
 */
export function playerHomeChunks(appSource: string, homeRoutes: string[]) {
  let home: Set<string> | null = null;
  const area = new Map<string, 'player-home' | 'common'>();

  const closure = (graph: ModuleGraph) => {
    const seen = new Set<string>();
    const queue = [...homeRoutes];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
        if (!next.includes(ROUTE_CHUNK) && next.startsWith(appSource)) queue.push(next);
      }
    }
    return seen;
  };

  // Walks up the static importers to whatever loads the module on its own: a route component, a dynamic import
  // or the entry. Player code only if every one of them is a player route.
  const areaOf = (graph: ModuleGraph, id: string) => {
    const seen = new Set<string>();
    const queue = [id];
    while (queue.length > 0) {
      const current = queue.pop()!;
      if (seen.has(current)) continue;
      seen.add(current);
      const info = graph.getModuleInfo(current);
      if (current.includes(ROUTE_CHUNK)) {
        if (!PLAYER_ROUTE.test(current)) return 'common';
        continue;
      }
      if (!info || info.importers.length === 0 || info.dynamicImporters.length > 0) return 'common';
      queue.push(...info.importers);
    }
    return 'player-home';
  };

  return (id: string, graph: ModuleGraph): string | null => {
    if (id.includes(ROUTE_CHUNK)) return null;
    home ??= closure(graph);
    if (!home.has(id)) return null;
    let name = area.get(id);
    if (!name) {
      name = areaOf(graph, id);
      area.set(id, name);
    }
    return name;
  };
}
