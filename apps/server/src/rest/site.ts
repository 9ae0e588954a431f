import type { SandboxProvider } from '@cancha/api';
import { DomainError, escapeHtml } from '@cancha/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { call, caller, objectBody } from './caller';

const num = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : Number(v));

async function formBody(c: Parameters<typeof caller>[0]): Promise<FormData> {
  const form = await c.req.formData().catch(() => null);
  if (!form) throw new DomainError('VALIDATION', 'Expected multipart/form-data');
  return form;
}

// docs/product/blog.md#calls — posts (GET posts, GET posts/slug/{slug}, POST posts, update and DELETE
// posts/{id}).
export const postsRest = new Hono<AppEnv>()
  .get('/', async (c) =>
    c.json(
      await call(caller(c).posts.list, {
        type: c.req.query('type') || undefined,
        q: c.req.query('q') || undefined,
        page: num(c.req.query('page')) ?? 1,
        pageSize: num(c.req.query('pageSize')) ?? 6,
        includeDrafts: c.req.query('includeDrafts') === 'true',
      }),
    ),
  )
  .get('/slug/:slug', async (c) => c.json(await caller(c).posts.bySlug({ slug: c.req.param('slug') })))
  .post('/', async (c) => {
    const post = await caller(c).posts.create(await formBody(c));
    return c.json({ post, successMessage: 'Post creado' }, 201);
  })
  .on(['PUT', 'PATCH'], '/:postId', async (c) => {
    const form = await formBody(c);
    form.set('postId', c.req.param('postId'));
    const post = await caller(c).posts.update(form);
    return c.json({ post, successMessage: 'Post actualizado' });
  })
  .delete('/:postId', async (c) => {
    await caller(c).posts.delete({ postId: c.req.param('postId') });
    return c.json({ successMessage: 'Post eliminado' });
  });

// docs/product/payments-and-ads.md#calls — payments/create-order {amount}, payments/capture-payment {orderId,
// amount}.
export const paymentsRest = new Hono<AppEnv>()
  .post('/create-order', async (c) => {
    const body = await objectBody(c);
    return c.json(await call(caller(c).payments.createOrder, { amount: body.amount }));
  })
  .post('/capture-payment', async (c) => {
    const body = await objectBody(c);
    return c.json(await call(caller(c).payments.capture, { orderId: body.orderId ?? body.token }));
  });

/** The app's own routes outside /api/v1: GET /api/payments/history/{userId} and POST /api/sendEmail. */
export const legacyApiRest = new Hono<AppEnv>()
  .get('/payments/history/:userId', async (c) =>
    c.json(await caller(c).payments.history({ userId: c.req.param('userId') })),
  )
  .post('/sendEmail', async (c) => {
    await call(caller(c).contact.send, await objectBody(c));
    return c.json({ success: true, successMessage: 'Mensaje enviado' });
  });

const page = (title: string, body: string) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f7f5;color:#102018;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border:1px solid #d5e2da;border-radius:16px;padding:32px;max-width:420px;width:calc(100% - 32px);box-shadow:0 1px 2px #0001}
h1{font-size:1.3rem;margin:0 0 8px}p{color:#445}strong{font-size:1.8rem;color:#146c3c}form{display:flex;gap:8px;flex-wrap:wrap;margin-top:24px}
button{font:inherit;padding:12px 16px;border-radius:10px;border:1px solid #c7d3cc;background:#fff;cursor:pointer;flex:1}
button.pay{background:#146c3c;color:#fff;border-color:#146c3c}small{display:block;margin-top:16px;color:#667}</style>
</head><body><main>${body}</main></body></html>`;

/**
 * The sandbox provider's checkout page, served by the app itself so the subscription can be tried offline. Only
 * mounted while no real provider is configured.
 */
export const sandboxCheckout = new Hono<AppEnv>()
  .get('/checkout', (c) => {
    const provider = c.var.services.payments as SandboxProvider;
    const token = c.req.query('token') ?? '';
    const order = provider.order(token);
    if (order?.decision !== 'PENDING') {
      return c.html(
        page('Pago de prueba', '<h1>Esta orden ya no está disponible.</h1><p><a href="/">Volver</a></p>'),
        404,
      );
    }
    const t = escapeHtml(token);
    return c.html(
      page(
        'Pago de prueba · Cancha',
        `<h1>Pago de prueba</h1><p>Suscripción mensual sin anuncios</p><strong>US$ ${escapeHtml(order.amount)}</strong>
<form method="post" action="/payments/sandbox/checkout">
<input type="hidden" name="token" value="${t}">
<button class="pay" name="decision" value="APPROVED">Pagar</button>
<button name="decision" value="DECLINED">Simular tarjeta rechazada</button>
<button name="decision" value="CANCELLED">Cancelar</button>
</form><small>Proveedor de prueba: no se mueve dinero real.</small>`,
      ),
    );
  })
  .post('/checkout', async (c) => {
    const provider = c.var.services.payments as SandboxProvider;
    const form = await c.req.formData().catch(() => null);
    const token = String(form?.get('token') ?? '');
    const decision = String(form?.get('decision') ?? '');
    if (decision !== 'APPROVED' && decision !== 'DECLINED' && decision !== 'CANCELLED')
      return c.text('Bad request', 400);
    const next = provider.decide(token, decision);
    if (!next) return c.text('Not found', 404);
    return c.redirect(next, 303);
  });
