import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AppServices } from '@cancha/api';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { mountCookieConsent, readStaticCookieBanners, withCookieBanner } from './cookie-banner';
import type { AppEnv } from './env';
import { answerPageQueries, matchRoute, pageFiles, readRouteChunks, withBoot } from './page-boot';
import { pageMeta, safeDecode, withMeta } from './page-meta';

// The built web app: its files with their caching, and every other address answered with the app's page.

/** For files whose name stays the same across builds: kept, but checked with the server before each use. */
const revalidateEachTime = createMiddleware(async (c, next) => {
  await next();
  if (c.res.status === 200) c.res.headers.set('Cache-Control', 'no-cache');
});

export function mountWebApp(
  app: Hono<AppEnv>,
  services: AppServices,
  options: { webDist: string; publicOrigin: string },
): void {
  const { config } = services;
  const { webDist: root, publicOrigin } = options;
  let indexHtml: string | null = null;
  const readIndex = () => {
    indexHtml ??= readFileSync(join(root, 'index.html'), 'utf8');
    return indexHtml;
  };
  const banners = readStaticCookieBanners(root);
  if (banners) mountCookieConsent(app, banners, { publicOrigin, secureCookies: config.secureCookies });
  const chunks = readRouteChunks(root);
  // Every page address is a client route: the same page, with its title and preview tags, in the visitor's
  // language, with the cookie banner until it is accepted, and with what the route needs to draw (page-boot.ts).
  const page = async (c: Context<AppEnv>) => {
    // An address with broken percent-encoding (`%E0%A4%A`) names no page: the client's mistake, said plainly.
    if (safeDecode(c.req.path) === null) return c.text('Bad request: malformed address', 400);
    let index: string;
    try {
      index = readIndex();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return c.text('The web app is not built: run `bun run build`.', 503);
    }
    const meta = await pageMeta(services, c.req.path);
    // A renamed post's old address: moved for good, so shared links and search engines follow.
    if (meta?.movedTo) return c.redirect(meta.movedTo + new URL(c.req.url).search, 301);
    const html = meta ? withMeta(index, meta) : index;
    const url = new URL(c.req.url);
    const cookie = c.req.header('cookie');
    const matched = matchRoute(chunks.routes, url.pathname);
    const answers = await answerPageQueries(
      services,
      { cookie, ip: c.var.ip, setCookie: (line) => c.header('Set-Cookie', line, { append: true }) },
      { pattern: matched?.route.pattern, params: matched?.params ?? {}, search: url.searchParams },
    );
    // The page carries the session's own data now: never to be kept by a shared cache, nor reused for another.
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie, Accept-Encoding');
    const body = withCookieBanner(
      withBoot(html, pageFiles(chunks, matched?.route, answers), answers),
      banners,
      {
        cookie,
        address: url.pathname + url.search,
      },
    );
    // With a page's data in it, the HTML is worth compressing: a few kilobytes less on a slow line.
    if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      c.header('Content-Encoding', 'gzip');
      c.header('Content-Type', 'text/html; charset=UTF-8');
      return c.body(gzipSync(body));
    }
    return c.html(body);
  };
  app.get('/', page);
  app.get('/index.html', page);
  // Built asset names carry a content hash, so they never change.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The installable app's files keep their names across builds: the browser asks again each time (a new worker
  // is how a phone learns of a new build), and the server answers 304 when nothing changed.
  app.use('/sw.js', revalidateEachTime);
  app.use('/manifest.webmanifest', revalidateEachTime);
  app.use('/shell.html', revalidateEachTime);
  app.use('/icons/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=86400');
  });
  // The build writes .br and .gz beside each text asset (apps/web/scripts/postbuild.mjs): a phone that accepts
  // them downloads a fraction of the bytes, at no cost per request.
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', async (c) => {
    if (/^\/(api|trpc|uploads|assets)(\/|$)/.test(c.req.path)) return c.notFound();
    return await page(c);
  });
}
