import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';

describe('posts, payments and contact paths', () => {
  it('POST posts (multipart), GET posts, GET posts/slug/{slug}, PUT and DELETE posts/{id}', async () => {
    const t = testApp();
    const owner = await t.player({ email: 'owner@cancha.test' });
    const form = new FormData();
    form.set('title', 'Guía del árbitro');
    form.set('type', 'GUIDE');
    form.set('content', '<p>Reglas <em>básicas</em></p><iframe src="https://evil.test"></iframe>');
    const created = await owner.browser.post('/api/v1/posts', form);
    expect(created.status).toBe(201);
    expect(created.json.post).toMatchObject({ slug: 'guia-del-arbitro', readingTime: 1 });
    expect(created.json.post.content).toBe('<p>Reglas <em>básicas</em></p>');
    const visitor = t.client();
    const list = await visitor.get('/api/v1/posts?type=GUIDE&page=1&pageSize=6');
    expect(list.json).toMatchObject({ total: 1, posts: [{ title: 'Guía del árbitro' }] });
    expect((await visitor.get('/api/v1/posts/slug/guia-del-arbitro')).json.id).toBe(created.json.post.id);
    expect((await visitor.get('/api/v1/posts/slug/no-existe')).status).toBe(404);
    const edit = new FormData();
    edit.set('title', 'Guía del árbitro 2026');
    edit.set('type', 'GUIDE');
    edit.set('content', '<p>Nuevas reglas</p>');
    const updated = await owner.browser.put(`/api/v1/posts/${created.json.post.id}`, edit);
    expect(updated.json.post.slug).toBe('guia-del-arbitro-2026');
    const player = await t.player();
    expect((await player.browser.post('/api/v1/posts', form)).status).toBe(403);
    expect((await visitor.post('/api/v1/posts', form)).status).toBe(401);
    expect((await player.browser.del(`/api/v1/posts/${created.json.post.id}`)).status).toBe(403);
    expect((await owner.browser.del(`/api/v1/posts/${created.json.post.id}`)).status).toBe(200);
  });

  it('payments/create-order, the sandbox checkout page, payments/capture-payment and /api/payments/history/{userId}', async () => {
    const t = testApp();
    const buyer = await t.player();
    const order = await buyer.browser.post('/api/v1/payments/create-order', { amount: 1.99 });
    expect(order.json.approvalUrl).toMatch(/\/payments\/sandbox\/checkout\?token=SBX-/);
    const path = new URL(order.json.approvalUrl).pathname + new URL(order.json.approvalUrl).search;
    const page = await t.client().get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('US$ 1.99');
    const approve = new FormData();
    approve.set('token', order.json.orderId);
    approve.set('decision', 'APPROVED');
    const redirect = await t.client().post('/payments/sandbox/checkout', approve);
    expect(redirect.status).toBe(303);
    expect(redirect.res.headers.get('location')).toBe(
      `http://localhost:3000/payments/success?token=${order.json.orderId}`,
    );
    const stranger = await t.player();
    expect(
      (await stranger.browser.post('/api/v1/payments/capture-payment', { orderId: order.json.orderId }))
        .status,
    ).toBe(404);
    const captured = await buyer.browser.post('/api/v1/payments/capture-payment', {
      orderId: order.json.orderId,
      amount: 1.99,
    });
    expect(captured.json).toMatchObject({ success: true, subscriptionActive: true });
    const history = await buyer.browser.get(`/api/payments/history/${buyer.user.id}`);
    expect(history.json).toMatchObject([{ amount: 1.99, status: 'COMPLETED' }]);
    expect((await stranger.browser.get(`/api/payments/history/${buyer.user.id}`)).status).toBe(403);
    const wrongAmount = await buyer.browser.post('/api/v1/payments/create-order', { amount: 0.5 });
    expect(wrongAmount.status).toBe(400);
  });

  it('POST /api/sendEmail stores the message and e-mails the owners; bad input is a 400', async () => {
    const t = testApp();
    const visitor = t.client();
    const ok = await visitor.post('/api/sendEmail', {
      name: 'Lía',
      email: 'lia@example.com',
      description: 'Hola',
    });
    expect(ok.status).toBe(200);
    const bad = await visitor.post('/api/sendEmail', { name: 'Lía', email: 'no-es-mail', description: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fieldErrors).sort()).toEqual(['description', 'email']);
    const outbox = await visitor.get('/dev/outbox/json');
    expect(
      outbox.json.some(
        (m: { to: string; text: string }) => m.to === 'owner@cancha.test' && m.text.includes('Hola'),
      ),
    ).toBe(true);
  });
});
