import { DomainError } from '@cancha/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { call, caller, objectBody } from './caller';
import { DONE } from './done';
import { say } from './texts';

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
    return c.json({ post, successMessage: say(c, DONE.postCreated) }, 201);
  })
  .on(['PUT', 'PATCH'], '/:postId', async (c) => {
    const form = await formBody(c);
    form.set('postId', c.req.param('postId'));
    const post = await caller(c).posts.update(form);
    return c.json({ post, successMessage: say(c, DONE.postUpdated) });
  })
  .delete('/:postId', async (c) => {
    await caller(c).posts.delete({ postId: c.req.param('postId') });
    return c.json({ successMessage: say(c, DONE.postDeleted) });
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
    return c.json({ success: true, successMessage: say(c, DONE.messageSent) });
  });
