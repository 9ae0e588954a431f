import { LIMITS, SHARE_RETRY_AFTER_SECONDS, shareImage } from '@cancha/api';
import { DomainError, Locale, type ShareCardQuery, ShareSizeParam } from '@cancha/shared';
import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from '../env';
import { caller } from './caller';

// Share images (docs/decisions/016-follow-and-share.md): /api/v1/share/… as PNG, 1080×1080 (?size=square, the
// default) or 1200×630 (?size=wide, the link preview's), in ?locale=es|en|br. What they show is read through
// share.card, checked like the page it comes from.

async function png(c: Context<AppEnv>, kind: ShareCardQuery['kind'], id: string) {
  const size = ShareSizeParam.safeParse(c.req.query('size') || undefined);
  const locale = Locale.safeParse(c.req.query('locale') || 'es');
  if (!size.success || !locale.success)
    throw new DomainError('VALIDATION', 'size is square or wide; locale es, en or br');
  const card = await caller(c).share.card({ kind, id, locale: locale.data });
  const { config, uploads, rateLimits } = c.var.services;
  const image = await shareImage(card, size.data, locale.data, {
    uploads,
    publicUrl: config.publicUrl,
    // Only a picture not kept costs a drawing: that is what one address may ask for so many times a minute.
    beforeDraw: () => rateLimits.shareDrawsPerAddress.consume(c.var.ip),
  }).catch((error: unknown) => {
    // Refused for now (the drawing line is full, or this address drew its share): say when to ask again.
    if (error instanceof DomainError && (error.code === 'SERVER_BUSY' || error.code === 'TOO_MANY_ATTEMPTS'))
      c.header(
        'Retry-After',
        String(
          error.code === 'SERVER_BUSY'
            ? SHARE_RETRY_AFTER_SECONDS
            : LIMITS.shareDrawsPerAddress.windowMs / 1000,
        ),
      );
    throw error;
  });
  // A public tournament's image may be kept by anyone for a few minutes (a preview crawler, a proxy); a private
  // one's only by the browser that asked.
  c.header('Cache-Control', `${card.isPublic ? 'public' : 'private'}, max-age=300`);
  // The drawing's hash; hono/etag (mounted on these routes) answers If-None-Match with a 304 from it.
  c.header('ETag', `"${image.etag}"`);
  c.header('Content-Type', 'image/png');
  return c.body(image.png as Uint8Array<ArrayBuffer>);
}

const idOf = (file: string) => file.slice(0, -'.png'.length);

export const shareRest = new Hono<AppEnv>()
  .use(etag())
  .get('/matches/:file{[^/]+\\.png}', async (c) => png(c, 'match', idOf(c.req.param('file'))))
  .get('/rounds/:file{[^/]+\\.png}', async (c) => png(c, 'round', idOf(c.req.param('file'))))
  .get('/tournaments/:id/standings.png', async (c) => png(c, 'standings', c.req.param('id')))
  .get('/tournaments/:id/bracket.png', async (c) => png(c, 'bracket', c.req.param('id')))
  .get('/tournaments/:id/scorers.png', async (c) => png(c, 'scorers', c.req.param('id')));
