import { DomainError } from '@cancha/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { call, caller, objectBody } from './caller';

// docs/product/chat.md#calls — the chat calls. Live delivery is the tRPC subscription (chat.onMessage).
export const chatRest = new Hono<AppEnv>()
  .get('/mensajes', async (c) =>
    c.json(
      await call(caller(c).chat.messages, {
        type: c.req.query('type'),
        id: c.req.query('id') ?? '',
      }),
    ),
  )
  .get('/mensajes-no-leidos', async (c) => {
    const api = caller(c);
    const userId = c.req.query('userId');
    // Older clients send the reader's id; it can only ever be the signed-in user.
    if (userId && userId !== (await api.user.me()).user?.id) throw new DomainError('FORBIDDEN');
    return c.json(await call(api.chat.unread, { type: c.req.query('type'), id: c.req.query('id') ?? '' }));
  })
  .post('/marcar-como-leidos', async (c) => {
    const body = await objectBody(c);
    const api = caller(c);
    if (body.userId !== undefined && body.userId !== (await api.user.me()).user?.id) {
      throw new DomainError('FORBIDDEN');
    }
    await call(api.chat.markRead, { type: body.type, id: body.id });
    return c.json({ success: true });
  })
  .post('/mensajes', async (c) => {
    const body = await objectBody(c);
    const message = await call(caller(c).chat.send, {
      type: body.type,
      id: body.id,
      message: body.mensaje ?? body.message,
    });
    return c.json(message, 201);
  });
