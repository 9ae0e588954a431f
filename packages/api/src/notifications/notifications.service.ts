import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  inlineLimit,
  notificationPreferences,
  notifications,
  perDatabase,
  transaction,
  users,
} from '@cancha/db';
import {
  DomainError,
  NOTIFICATION_KINDS,
  type NotificationDto,
  type NotificationKind,
  parseLocale,
} from '@cancha/shared';
import { and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import type { Mailer } from '../mail/mailer';
import { pushNotifications } from '../push/delivery';
import type { PushSender } from '../push/sender';
import type { PubSub } from '../realtime/pubsub';
import { notificationEmail } from './notification-text';

type NotificationRow = typeof notifications.$inferSelect;

export const notificationChannel = (userId: string) => `notifications:${userId}`;

export function toNotificationDto(row: NotificationRow): NotificationDto {
  return {
    id: String(row.id),
    kind: row.kind,
    params: row.params,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    tournamentId: row.tournamentId,
    challengeId: row.challengeId,
    invitationId: row.invitationId,
    teamId: row.teamId,
    matchId: row.matchId,
  };
}

const PAGE = 50;

/** docs/product/notifications.md#calls — GET notifications: the newest first. */
export async function listNotifications(db: Db, user: UserRow): Promise<NotificationDto[]> {
  return (
    await fetchAll(
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user.id))
        .orderBy(desc(notifications.id))
        .limit(inlineLimit(PAGE)),
    )
  ).map(toNotificationDto);
}

/** Notifications of a user after a given id, oldest first: the backlog of a stream that resumes. */
export async function notificationsAfter(
  db: Db,
  userId: string,
  afterId: number,
): Promise<NotificationDto[]> {
  return (
    await fetchAll(
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
        .orderBy(asc(notifications.id))
        .limit(inlineLimit(PAGE)),
    )
  ).map(toNotificationDto);
}

async function ownNotification(db: Db, user: UserRow, id: string) {
  const n = Number(id);
  const row = Number.isSafeInteger(n)
    ? await fetchOne(
        db
          .select()
          .from(notifications)
          .where(and(eq(notifications.id, n), eq(notifications.userId, user.id))),
      )
    : undefined;
  // Someone else's notification is as absent as a missing one.
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}

/** docs/product/notifications.md#calls — PUT notifications/{id}/read. */
export async function markNotificationRead(db: Db, user: UserRow, id: string): Promise<NotificationDto> {
  const row = await ownNotification(db, user, id);
  return toNotificationDto(
    (await fetchOne(
      db.update(notifications).set({ read: true }).where(eq(notifications.id, row.id)).returning(),
    ))!,
  );
}

/** docs/product/notifications.md#calls — DELETE notifications/{id}. */
export async function deleteNotification(db: Db, user: UserRow, id: string): Promise<void> {
  const row = await ownNotification(db, user, id);
  await execute(db.delete(notifications).where(eq(notifications.id, row.id)));
}

export async function emailPreferences(
  db: Db,
  user: UserRow,
): Promise<{ kind: NotificationKind; email: boolean }[]> {
  const chosen = new Map(
    (
      await fetchAll(
        db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, user.id)),
      )
    ).map((p) => [p.kind, p.email]),
  );
  return NOTIFICATION_KINDS.map((kind) => ({ kind, email: chosen.get(kind) ?? false }));
}

export async function setEmailPreference(db: Db, user: UserRow, kind: NotificationKind, email: boolean) {
  await execute(
    db
      .insert(notificationPreferences)
      .values({ userId: user.id, kind, email })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { email },
      }),
  );
  return await emailPreferences(db, user);
}

// Run after every change: built once per database rather than on each call.
const anyUndelivered = perDatabase((db: Db) =>
  db
    .select({ id: notifications.id })
    .from(notifications)
    .where(isNull(notifications.deliveredAt))
    .limit(inlineLimit(1))
    .prepare(),
);

/**
 * Hands every notification not yet delivered to the live stream of its reader, and to their e-mail when they chose
 * so for its kind. Runs after each change that wrote some, in any process: a batch is claimed (marked delivered) in the same
 * transaction that sends it, one process at a time, so no row goes out twice and streams get them in id order.
 */
export async function deliverNotifications(services: {
  db: Db;
  pubsub: PubSub;
  mailer: Mailer;
  push: PushSender;
  config: { publicUrl: string };
}): Promise<number> {
  const { db, pubsub, mailer } = services;
  // After most changes nothing waits: one indexed read, no transaction.
  if (!(await fetchOne(anyUndelivered(db)))) return 0;
  const pending = await pubsub.ordered(db, 'notifications', (ordered, publish) =>
    transaction(ordered, async (tx) => {
      const claimed = (
        await fetchAll(
          tx
            .update(notifications)
            .set({ deliveredAt: new Date() })
            .where(
              inArray(
                notifications.id,
                tx
                  .select({ id: notifications.id })
                  .from(notifications)
                  .where(isNull(notifications.deliveredAt))
                  .orderBy(asc(notifications.id))
                  .limit(inlineLimit(500)),
              ),
            )
            .returning(),
        )
      ).sort((x, y) => x.id - y.id);
      if (claimed.length > 0) await emailNotifications(tx, mailer, services.config.publicUrl, claimed);
      for (const n of claimed) publish(notificationChannel(n.userId), toNotificationDto(n));
      return claimed;
    }),
  );
  if (pending.length > 0) await pushNotifications(db, services.push, pending);
  return pending.length;
}

/** E-mails each notification whose reader asked for its kind by e-mail, in their language. */
async function emailNotifications(
  tx: Db,
  mailer: Mailer,
  publicUrl: string,
  list: (typeof notifications.$inferSelect)[],
): Promise<void> {
  const userIds = [...new Set(list.map((n) => n.userId))];
  const wants = new Set(
    (
      await fetchAll(
        tx
          .select()
          .from(notificationPreferences)
          .where(
            and(inArray(notificationPreferences.userId, userIds), eq(notificationPreferences.email, true)),
          ),
      )
    ).map((p) => `${p.userId}:${p.kind}`),
  );
  const recipients = new Map(
    (
      await fetchAll(
        tx
          .select({ id: users.id, email: users.email, locale: users.locale })
          .from(users)
          .where(inArray(users.id, userIds)),
      )
    ).map((u) => [u.id, u]),
  );
  for (const n of list) {
    const to = recipients.get(n.userId);
    if (!to?.email || !wants.has(`${n.userId}:${n.kind}`)) continue;
    await mailer.send(tx, notificationEmail(to.email, n.kind, n.params, parseLocale(to.locale), publicUrl));
  }
}

/**
 * Delivers every waiting notification, a batch at a time with the event loop free between batches: for those
 * written outside a request (El Prode's points after a matchday reach every player of a game at once).
 */
export async function drainNotifications(
  services: Parameters<typeof deliverNotifications>[0],
): Promise<number> {
  let total = 0;
  for (;;) {
    const delivered = await deliverNotifications(services);
    total += delivered;
    if (delivered === 0) return total;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
