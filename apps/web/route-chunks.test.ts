import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeChunks, routeOfFile } from './route-chunks';

const routesDir = fileURLToPath(new URL('./src/routes', import.meta.url));

describe("each page address's files (route-chunks.ts)", () => {
  it("gives every route file the address TanStack Router's own generator gives it", () => {
    const generated = readFileSync(fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url)), 'utf8');
    const byFullPath = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(generated)?.[1] ?? '';
    const fullPaths = new Set([...byFullPath.matchAll(/'([^']+)':/g)].map((m) => m[1]));
    const files = (readdirSync(routesDir, { recursive: true }) as string[])
      .map((f) => f.replaceAll('\\', '/'))
      .filter((f) => f.endsWith('.tsx') && f !== '__root.tsx');
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      const { id, pattern } = routeOfFile(file);
      // A layout without a path of its own (`_site`) is no address.
      if (id.split('/').at(-1)?.startsWith('_')) continue;
      expect(fullPaths, file).toContain(pattern);
    }
    expect(routeOfFile('_site/index.tsx')).toEqual({ id: '/_site/', pattern: '/' });
    expect(routeOfFile('player/teams/route.tsx')).toEqual({ id: '/player/teams', pattern: '/player/teams' });
    expect(routeOfFile('player/index.tsx')).toEqual({ id: '/player/', pattern: '/player/' });
  });

  it("lists a route's chunk with its layouts' and their imports, less what the entry loads", () => {
    const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], isEntry = false) => ({
      type: 'chunk' as const,
      fileName,
      facadeModuleId,
      imports,
      isEntry,
    });
    const split = (file: string) => `${routesDir}/${file}?tsr-split=component`;
    const bundle = {
      'assets/index.js': chunk('assets/index.js', '/app/index.html', ['assets/runtime.js'], true),
      'assets/runtime.js': chunk('assets/runtime.js', null, []),
      'assets/site.js': chunk('assets/site.js', split('_site.tsx'), ['assets/runtime.js', 'assets/ui.js']),
      'assets/ui.js': chunk('assets/ui.js', null, ['assets/icons.js']),
      'assets/icons.js': chunk('assets/icons.js', null, []),
      'assets/tournament.js': chunk(
        'assets/tournament.js',
        split('_site/explore-tournaments/$tournamentId.tsx'),
        ['assets/standings.js', 'assets/icons.js'],
      ),
      'assets/standings.js': chunk('assets/standings.js', null, []),
      'assets/player.js': chunk('assets/player.js', split('player.tsx'), []),
      'assets/player-home.js': chunk('assets/player-home.js', split('player/index.tsx'), []),
      'assets/banner-ad.js': chunk('assets/banner-ad.js', '/app/src/features/ads/banner-ad.tsx', [
        'assets/icons.js',
        'assets/runtime.js',
      ]),
      'index.css': { type: 'asset' as const },
    };
    expect(routeChunks(routesDir, bundle, { 'banner-ad': '/app/src/features/ads/banner-ad.tsx' })).toEqual({
      parts: { 'banner-ad': ['/assets/banner-ad.js', '/assets/icons.js'] },
      routes: [
        {
          pattern: '/explore-tournaments/$tournamentId',
          files: [
            '/assets/site.js',
            '/assets/ui.js',
            '/assets/icons.js',
            '/assets/tournament.js',
            '/assets/standings.js',
          ],
        },
        { pattern: '/player', files: ['/assets/player.js'] },
        { pattern: '/player/', files: ['/assets/player.js', '/assets/player-home.js'] },
      ],
    });
    expect(() => routeChunks(routesDir, bundle, { ad: '/app/src/nowhere.tsx' })).toThrow(/not a chunk/);
  });
});
