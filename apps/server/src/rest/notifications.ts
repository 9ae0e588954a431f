import { type NotificationDto, notificationText } from '@cancha/shared';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { caller } from './caller';
import { say } from './texts';

// docs/product/notifications.md#calls — notifications. Each carries `message`, its sentence in the request's
// language, for the clients that show it as it comes (the web words `kind` and `params` itself).
const withMessage = (c: Context<AppEnv>, n: NotificationDto) => ({
  ...n,
  message: say(c, notificationText(n)),
});

export const notificationsRest = new Hono<AppEnv>()
  .get('/', async (c) => c.json((await caller(c).notifications.list()).map((n) => withMessage(c, n))))
  .put('/:id/read', async (c) =>
    c.json(withMessage(c, await caller(c).notifications.markRead({ notificationId: c.req.param('id') }))),
  )
  .delete('/:id', async (c) => {
    await caller(c).notifications.delete({ notificationId: c.req.param('id') });
    return c.json({ success: true });
  });
