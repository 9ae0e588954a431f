import { createContextInner, isSiteOwner } from '@cancha/api';
import { emailOutbox, fetchAll } from '@cancha/db';
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from './env';
import { restCookies } from './rest/caller';

/**
 * Who reads the outbox: `everyone` in development and tests (NODE_ENV), `owners` elsewhere (a demo without SMTP):
 * there it holds other people's password-reset links, so only a signed-in site owner with a confirmed address.
 */
export type DevOutboxAccess = 'everyone' | 'owners';

// Developer view of the e-mail outbox, mounted only outside production (or in demo mode without SMTP).
export const devOutboxRoutes = (access: DevOutboxAccess) =>
  new Hono<AppEnv>()
    .use(async (c, next) => {
      if (access === 'owners') {
        const { user } = await createContextInner(c.var.services, { cookies: restCookies(c), ip: c.var.ip });
        // Anyone else gets the answer of an address that does not exist.
        if (!user || !isSiteOwner(c.var.services.config, user)) return c.notFound();
      }
      c.header('Cache-Control', 'private, no-store');
      return next();
    })
    .get('/json', async (c) => {
      const rows = await fetchAll(
        c.var.services.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(50),
      );
      return c.json(rows);
    })
    .get('/', async (c) => {
      const rows = await fetchAll(
        c.var.services.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(50),
      );
      const linkify = (text: string) =>
        text
          .split(/(https?:\/\/\S+)/)
          .map((part, i) => (i % 2 ? html`<a href="${part}">${part}</a>` : html`${part}`));
      return c.html(html`<!doctype html>
      <html lang="en">
        <head><meta charset="utf-8" /><title>Cancha — outbox</title>
          <style>body{font-family:system-ui;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>
        </head>
        <body>
          <h1>E-mail outbox</h1>
          <p>Messages the app would have e-mailed (no SMTP_URL configured). Newest first.</p>
          ${rows.length === 0 ? html`<p>No messages yet.</p>` : ''}
          ${rows.map(
            (m) => html`<article>
              <strong>${m.subject}</strong>
              <div>To: ${m.to} · ${m.createdAt.toISOString()} · ${m.status}</div>
              <pre>${linkify(m.text)}</pre>
            </article>`,
          )}
        </body>
      </html>`);
    });
