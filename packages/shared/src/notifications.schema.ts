import { z } from 'zod';
import { NOTIFICATION_KINDS } from './notifications';
import { Id } from './teams.schema';

export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

export const NotificationId = z.object({ notificationId: Id });
export const NotificationStream = z.object({ lastEventId: z.string().max(40).nullish() });

export const EmailPreference = z.object({ kind: NotificationKind, email: z.boolean() });
