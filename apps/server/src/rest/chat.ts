import { DomainError } from '@cancha/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { caller, objectBody } from './caller';

// docs/product/chat.md#calls — the chat calls. Live delivery is the tRPC subscription (chat.onMessage).
export const chatRest = new Hono<AppEnv>()
  .get('/mensajes', async (c) =>
    c.json(
      await caller(c).chat.messages({
        type: c.req.query('type') as never,
        id: c.req.query('id') ?? '',
      }),
    ),
  )
  .get('/mensajes-no-leidos', async (c) => {
    const api = caller(c);
    const userId = c.req.query('userId');
    // Older clients send the reader's id; it can only ever be the signed-in user.
    if (userId && userId !== (await api.user.me()).user?.id) throw new DomainError('FORBIDDEN');
    return c.json(await api.chat.unread({ type: c.req.query('type') as never, id: c.req.query('id') ?? '' }));
  })
  .post('/marcar-como-leidos', async (c) => {
    const body = await objectBody(c);
    const api = caller(c);
    if (body.userId !== undefined && body.userId !== (await api.user.me()).user?.id) {
      throw new DomainError('FORBIDDEN');
    }
    await api.chat.markRead({ type: body.type as never, id: body.id as never });
    return c.json({ success: true });
  })
  .post('/mensajes', async (c) => {
    const body = await objectBody(c);
    const message = await caller(c).chat.send({
      type: body.type as never,
      id: body.id as never,
      message: (body.mensaje ?? body.message) as never,
    });
    return c.json(message, 201);
  });
