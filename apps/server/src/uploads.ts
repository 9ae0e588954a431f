import type { UploadStore } from '@cancha/api';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

/**
 * '/uploads/*': the files under UPLOADS_DIR on SQLite; on PostgreSQL the `uploads` table, so an image saved through
 * one process is served by every other (docs/decisions/017). Both answer with the type, length and Last-Modified,
 * and no Cache-Control (as the static route always has); the table's answers add an ETag, the bytes' SHA-256, and
 * a 304 to a browser that already holds them. What is not found falls through to the route after (a 404).
 */
export function serveUploads(store: UploadStore, uploadsDir: string): MiddlewareHandler {
  if (store.kind === 'files')
    return serveStatic({ root: uploadsDir, rewriteRequestPath: (p) => p.replace(/^\/uploads/, '') });
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const found = await store.read(c.req.path);
    if (!found) return next();
    const etag = `"${found.sha256}"`;
    c.header('ETag', etag);
    c.header('Last-Modified', found.createdAt.toUTCString());
    if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
    c.header('Content-Type', found.type);
    c.header('Content-Length', String(found.bytes.byteLength));
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(found.bytes as Uint8Array<ArrayBuffer>, 200);
  };
}

/** If-None-Match: '*' or a list of tags, weak ones compared by their value (RFC 9110, 13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
