import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { caller } from './caller';

// docs/product/notifications.md#calls — notifications.
export const notificationsRest = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await caller(c).notifications.list()))
  .put('/:id/read', async (c) =>
    c.json(await caller(c).notifications.markRead({ notificationId: c.req.param('id') })),
  )
  .delete('/:id', async (c) => {
    await caller(c).notifications.delete({ notificationId: c.req.param('id') });
    return c.json({ success: true });
  });
