import { EmailPreference, type NotificationDto, NotificationId, NotificationStream } from '@cancha/shared';
import { guardedStream } from '../realtime/guarded-stream';
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
  list: authedProcedure.query(async ({ ctx }) => listNotifications(ctx.db, ctx.user)),
  markRead: authedProcedure
    .input(NotificationId)
    .mutation(async ({ ctx, input }) => markNotificationRead(ctx.db, ctx.user, input.notificationId)),
  delete: authedProcedure.input(NotificationId).mutation(async ({ ctx, input }) => {
    await deleteNotification(ctx.db, ctx.user, input.notificationId);
    return { ok: true as const };
  }),
  emailPreferences: authedProcedure.query(async ({ ctx }) => emailPreferences(ctx.db, ctx.user)),
  setEmailPreference: authedProcedure
    .input(EmailPreference)
    .mutation(async ({ ctx, input }) => setEmailPreference(ctx.db, ctx.user, input.kind, input.email)),
  /** The bell, live; resumes after the last notification id it got, like the chat, and ends with the session. */
  onNew: authedProcedure.input(NotificationStream).subscription(async ({ ctx, input, signal }) =>
    guardedStream<NotificationDto>(ctx, {
      channel: notificationChannel(ctx.user.id),
      allowed: async () => {},
      missed: async (afterId) => notificationsAfter(ctx.db, ctx.user.id, afterId),
      lastEventId: input.lastEventId,
      signal,
    }),
  ),
});
