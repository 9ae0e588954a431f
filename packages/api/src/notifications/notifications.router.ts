import { EmailPreference, type NotificationDto, NotificationId, NotificationStream } from '@cancha/shared';
import { tracked } from '@trpc/server';
import { authedProcedure, router } from '../trpc';
import {
  deleteNotification,
  emailPreferences,
  listNotifications,
  markNotificationRead,
  notificationChannel,
  notificationsAfter,
  setEmailPreference,
} from './notifications.service';

export const notificationsRouter = router({
  list: authedProcedure.query(({ ctx }) => listNotifications(ctx.db, ctx.user)),
  markRead: authedProcedure
    .input(NotificationId)
    .mutation(({ ctx, input }) => markNotificationRead(ctx.db, ctx.user, input.notificationId)),
  delete: authedProcedure.input(NotificationId).mutation(({ ctx, input }) => {
    deleteNotification(ctx.db, ctx.user, input.notificationId);
    return { ok: true as const };
  }),
  emailPreferences: authedProcedure.query(({ ctx }) => emailPreferences(ctx.db, ctx.user)),
  setEmailPreference: authedProcedure
    .input(EmailPreference)
    .mutation(({ ctx, input }) => setEmailPreference(ctx.db, ctx.user, input.kind, input.email)),
  /** The bell, live; resumes after the last notification id it got, like the chat. */
  onNew: authedProcedure.input(NotificationStream).subscription(async function* ({ ctx, input, signal }) {
    const live = ctx.pubsub.listen(notificationChannel(ctx.user.id), signal);
    let last = Number(input.lastEventId ?? 0) || 0;
    if (input.lastEventId) {
      for (const n of notificationsAfter(ctx.db, ctx.user.id, last)) {
        last = Number(n.id);
        yield tracked(n.id, n);
      }
    }
    for await (const payload of live) {
      const n = payload as NotificationDto;
      if (Number(n.id) <= last) continue;
      last = Number(n.id);
      yield tracked(n.id, n);
    }
  }),
});
