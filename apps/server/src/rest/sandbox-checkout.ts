import type { SandboxProvider } from '@cancha/api';
import { CATALOG_LOCALE, escapeHtml, type TextDescriptor } from '@cancha/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { detectLanguage, requestLocale, say } from './texts';

// The sandbox provider's checkout page (docs/decisions on payments): it stands for a real provider's own page, in
// the visitor's language.
const T = {
  title: /*i18n*/ { id: 'sandbox.title', message: 'Pago de prueba' },
  gone: /*i18n*/ { id: 'sandbox.gone', message: 'Esta orden ya no está disponible.' },
  back: /*i18n*/ { id: 'sandbox.back', message: 'Volver' },
  product: /*i18n*/ { id: 'sandbox.product', message: 'Suscripción mensual sin anuncios' },
  pay: /*i18n*/ { id: 'sandbox.pay', message: 'Pagar' },
  decline: /*i18n*/ { id: 'sandbox.decline', message: 'Simular tarjeta rechazada' },
  cancel: /*i18n*/ { id: 'sandbox.cancel', message: 'Cancelar' },
  note: /*i18n*/ { id: 'sandbox.note', message: 'Proveedor de prueba: no se mueve dinero real.' },
};

const page = (lang: string, title: string, body: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
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
  .use(detectLanguage)
  .get('/checkout', (c) => {
    const provider = c.var.services.payments as SandboxProvider;
    const token = c.req.query('token') ?? '';
    const order = provider.order(token);
    const lang = CATALOG_LOCALE[requestLocale(c)];
    const t = (text: TextDescriptor) => escapeHtml(say(c, text));
    if (order?.decision !== 'PENDING') {
      return c.html(
        page(lang, say(c, T.title), `<h1>${t(T.gone)}</h1><p><a href="/">${t(T.back)}</a></p>`),
        404,
      );
    }
    const safeToken = escapeHtml(token);
    return c.html(
      page(
        lang,
        `${say(c, T.title)} · Cancha`,
        `<h1>${t(T.title)}</h1><p>${t(T.product)}</p><strong>US$ ${escapeHtml(order.amount)}</strong>
<form method="post" action="/payments/sandbox/checkout">
<input type="hidden" name="token" value="${safeToken}">
<button class="pay" name="decision" value="APPROVED">${t(T.pay)}</button>
<button name="decision" value="DECLINED">${t(T.decline)}</button>
<button name="decision" value="CANCELLED">${t(T.cancel)}</button>
</form><small>${t(T.note)}</small>`,
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
