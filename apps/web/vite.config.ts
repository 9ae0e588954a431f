import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { playerHomeChunks } from './chunk-groups';
import { classMerge } from './class-merge';
import { compileSourceMessages } from './compile-source-messages';
import { linguiConfig, linguiMacros } from './lingui-macros';
import { routeChunksPlugin } from './route-chunks';
import { staticCookieBanner } from './static-cookie-banner';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// The API server the dev proxy forwards to (apps/server listens on 3000 by default).
const api = process.env.CANCHA_API_URL ?? 'http://127.0.0.1:3000';
// The API takes changes (and sign-outs) only from the origin of its PUBLIC_URL (apps/server/src/same-origin.ts),
// the same setting and default in both processes of `bun run dev`. This page's own requests come from this dev
// server's origin: the proxy names the API's instead, for them only (an Origin whose host is the one asked here).
const apiPublicOrigin = new URL(process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`)
  .origin;
const toApi: ProxyOptions = {
  target: api,
  changeOrigin: false,
  configure: (proxy) =>
    proxy.on('proxyReq', (proxyReq, req) => {
      const { origin, host } = req.headers;
      if (origin && origin.replace(/^https?:\/\//, '') === host)
        proxyReq.setHeader('origin', apiPublicOrigin);
    }),
};

export default defineConfig({
  root: here('.'),
  resolve: { alias: { '@': here('./src') } },
  plugins: [
    // The router plugin must come before the React plugin (it generates src/routeTree.gen.ts and splits routes).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: here('./src/routes'),
      generatedRouteTree: here('./src/routeTree.gen.ts'),
    }),
    react(),
    // The Lingui macros, keeping each message's Spanish source text (lingui-macros.ts); en and pt-BR load their
    // catalog.
    linguiMacros(),
    // Then those Spanish texts are compiled here rather than in the browser (compile-source-messages.ts).
    babel({ plugins: [compileSourceMessages] }),
    // Compiles the .po catalogs when they are imported, so there is no separate `lingui compile` step.
    lingui(linguiConfig),
    tailwindcss(),
    // cn()'s class merging, knowing only the classes the app uses (class-merge.ts).
    classMerge(here('./src')),
    // The cookie banner as HTML for the server to draw with the first paint (static-cookie-banner.ts).
    staticCookieBanner(here('./src/locales')),
    // Each page address's JavaScript files, for the server's modulepreload links (route-chunks.ts), and the banner
    // ad's, which the player's and creator's pages draw at once for a user without the subscription.
    routeChunksPlugin(here('./src/routes'), { 'banner-ad': here('./src/features/ads/banner-ad.tsx') }),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/trpc': toApi,
      '/api': toApi,
      '/uploads': { target: api, changeOrigin: false },
      '/dev': { target: api, changeOrigin: false },
      '/healthz': { target: api, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    sourcemap: false,
    // scripts/postbuild.mjs checks the JavaScript budgets on it.
    manifest: true,
    // Everything the entry imports statically loads before the first render anyway: one chunk for all of it
    // rather than dozens of small shared ones (single icons, hooks), which gzip worse apart and cost a request
    // each. What only lazy routes and dynamic imports reach keeps the default splitting.
    rolldownOptions: {
      output: {
        // The entry lists every chunk a route may need, to preload them together: names without the module's
        // name are a kilobyte shorter there (the names are in the manifest).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // What the player home's routes import, in two files rather than forty (chunk-groups.ts).
            {
              name: playerHomeChunks(
                here('./src/'),
                ['__root.tsx', 'player.tsx', 'player/index.tsx'].map(
                  (route) => `${here('./src/routes/')}${route}?tsr-split=component`,
                ),
              ),
            },
            { name: 'icons', test: /lucide-react\/dist\/esm\/icons\//, minShareCount: 3 },
          ],
        },
      },
    },
  },
});
