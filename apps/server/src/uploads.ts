import type { UploadStore } from '@cancha/api';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';

/**
 * '/uploads/*': the files under UPLOADS_DIR on SQLite; on PostgreSQL the `uploads` table, so an image saved through
 * one process is served by every other (docs/decisions/017). Both answer with the type, length and Last-Modified,
 * and no Cache-Control (as the static route always has); the table's answers add an ETag, the bytes' SHA-256, and
 * a 304 to a browser that already holds them. What is not found falls through to the route after (a 404).
 */
export function serveUploads(store: UploadStore, uploadsDir: string): MiddlewareHandler {
  if (store.kind === 'files')
    return serveStatic({ root: uploadsDir, rewriteRequestPath: (p) => p.replace(/^\/uploads/, '') });
  // hono/etag answers If-None-Match (RFC 9110) from the ETag set here, the bytes' hash kept with them.
  const conditional = etag();
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const found = await store.read(c.req.path);
    if (!found) return next();
    await conditional(c, async () => {
      c.header('ETag', `"${found.sha256}"`);
      c.header('Last-Modified', found.createdAt.toUTCString());
      c.header('Content-Type', found.type);
      c.header('Content-Length', String(found.bytes.byteLength));
      c.res =
        c.req.method === 'HEAD' ? c.body(null, 200) : c.body(found.bytes as Uint8Array<ArrayBuffer>, 200);
    });
    return c.res;
  };
}
