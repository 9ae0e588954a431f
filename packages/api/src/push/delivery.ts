import {
  challenges,
  type Db,
  fetchAll,
  fetchOne,
  listParam,
  notificationPreferences,
  type notifications,
  perDatabase,
  pushFollows,
  pushSubscriptions,
  sessions,
  teamPlayers,
  teams,
  tournaments,
  users,
} from '@cancha/db';
import {
  type Conversation,
  type Locale,
  notificationHref,
  notificationTarget,
  notificationText,
  type PreferenceKind,
  type PushPayload,
  parseLocale,
} from '@cancha/shared';
import { and, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import { translate } from '../i18n/translate';
import { anyoneMaySee } from '../tournaments/visibility';
import type { PushSender, PushTarget } from './sender';

// Pushes to devices after a change commits: notifications to their readers and followers, chat messages to the
// readers not watching. Devices count while the session they were subscribed from stands.

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A user's device hears their pushes only while the session it was subscribed from stands: signing out there, a
 * password change or reset elsewhere, the account's deletion or the session's expiry remove the session, and the
 * device's user pushes (chat text included) stop at once.
 */
export const sessionStands = and(
  eq(sessions.id, pushSubscriptions.sessionId),
  eq(sessions.userId, pushSubscriptions.userId),
);

/** What sending to a browser needs, selected the same way wherever devices are read. */
export const DEVICE = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
  locale: pushSubscriptions.locale,
};

export const target = (s: { id: string; endpoint: string; p256dh: string; auth: string }): PushTarget => ({
  id: s.id,
  endpoint: s.endpoint,
  p256dh: s.p256dh,
  auth: s.auth,
});

/**
 * Hands just-delivered notifications to their readers' subscribed devices (the kinds they did not turn off), and
 * results and moved matches of followed public tournaments to their followers, once per browser and event.
 */
export async function pushNotifications(
  db: Db,
  push: PushSender,
  pending: readonly NotificationRow[],
): Promise<void> {
  if (pending.length === 0) return;
  const userIds = [...new Set(pending.map((n) => n.userId))];
  const devices = await fetchAll(
    db
      .select({
        ...DEVICE,
        userId: pushSubscriptions.userId,
        role: users.role,
      })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .innerJoin(sessions, sessionStands)
      .where(inArray(pushSubscriptions.userId, userIds)),
  );
  const off = new Set(
    devices.length === 0
      ? []
      : (
          await fetchAll(
            db
              .select({ userId: notificationPreferences.userId, kind: notificationPreferences.kind })
              .from(notificationPreferences)
              .where(
                and(
                  inArray(notificationPreferences.userId, userIds),
                  eq(notificationPreferences.push, false),
                ),
              ),
          )
        ).map((p) => `${p.userId}:${p.kind}`),
  );
  const byUser = new Map<string, typeof devices>();
  for (const device of devices)
    byUser.set(device.userId as string, [...(byUser.get(device.userId as string) ?? []), device]);
  const told = new Set<string>();
  for (const n of pending) {
    if (off.has(`${n.userId}:${n.kind}`)) continue;
    for (const device of byUser.get(n.userId) ?? []) {
      const href = notificationTarget(n, device.role);
      told.add(`${device.id}:${eventOf(n)}`);
      push.send(
        [target(device)],
        payloadOf(n, parseLocale(device.locale), href ? notificationHref(href) : '/'),
      );
    }
  }
  const followed = pending.filter((n) => n.tournamentId && FOLLOWED_KINDS.has(n.kind));
  if (followed.length === 0) return;
  const followers = await fetchAll(
    db
      .select({
        ...DEVICE,
        tournamentId: pushFollows.tournamentId,
      })
      .from(pushFollows)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushFollows.subscriptionId))
      // Checked at send time: a tournament made private since the follow no longer reaches its followers.
      .innerJoin(tournaments, and(eq(tournaments.id, pushFollows.tournamentId), anyoneMaySee))
      .where(inArray(pushFollows.tournamentId, [...new Set(followed.map((n) => n.tournamentId as string))])),
  );
  for (const n of followed) {
    for (const follower of followers) {
      if (follower.tournamentId !== n.tournamentId) continue;
      const key = `${follower.id}:${eventOf(n)}`;
      if (told.has(key)) continue;
      told.add(key);
      push.send(
        [target(follower)],
        payloadOf(
          n,
          parseLocale(follower.locale),
          `/explore-tournaments/${encodeURIComponent(n.tournamentId as string)}`,
        ),
      );
    }
  }
}

/** One event told to many people is one notice per device: a match's result, a match moved. */
export const eventOf = (n: NotificationRow) => `${n.kind}:${n.matchId ?? n.tournamentId ?? n.id}`;

export function payloadOf(n: NotificationRow, locale: Locale, url: string): PushPayload {
  return { title: 'Cancha', body: translate(locale, notificationText(n)), url, tag: eventOf(n) };
}

// Asked after every chat message sent (the hottest write): prepared once per database, the lists as JSON.
export const chatDevices = perDatabase((db: Db) =>
  db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      userId: pushSubscriptions.userId,
      role: users.role,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .innerJoin(sessions, sessionStands)
    .where(
      and(
        or(
          inArray(
            pushSubscriptions.userId,
            db
              .select({ userId: teamPlayers.userId })
              .from(teamPlayers)
              .where(sql`${teamPlayers.teamId} in ${listParam('teamIds')}`),
          ),
          sql`${pushSubscriptions.userId} in ${listParam('userIds')}`,
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(notificationPreferences)
            .where(
              and(
                eq(notificationPreferences.userId, pushSubscriptions.userId),
                eq(notificationPreferences.kind, 'CHAT_MESSAGE'),
                eq(notificationPreferences.push, false),
              ),
            ),
        ),
      ),
    )
    .prepare(),
);

/** A chat message as its notice tells it. */
export interface ChatNotice {
  senderId: string;
  senderName: string;
  message: string;
}

/**
 * New chat messages on the readers' devices: each device shows the newest message not its owner's (none if all
 * are), except those of readers who have that chat open (they see it arrive) and who turned chat pushes off. One
 * notice per conversation on the lock screen: the newest replaces the one before.
 */
export async function pushChatMessage(
  db: Db,
  push: PushSender,
  watching: (userId: string) => boolean,
  input: {
    conversation: Conversation;
    readers: { teamIds: string[]; userIds: string[] };
    /** Oldest first. */
    messages: readonly ChatNotice[];
  },
): Promise<void> {
  const { teamIds, userIds } = input.readers;
  if (teamIds.length === 0 && userIds.length === 0) return;
  const newestFor = (userId: string) => input.messages.findLast((m) => m.senderId !== userId);
  const told = (
    await fetchAll(chatDevices(db), { teamIds: JSON.stringify(teamIds), userIds: JSON.stringify(userIds) })
  ).flatMap((device) => {
    const notice = newestFor(device.userId as string);
    return notice && !watching(device.userId as string) ? [{ device, notice }] : [];
  });
  if (told.length === 0) return;
  const title = await conversationTitle(db, input.conversation);
  const c = input.conversation;
  for (const { device, notice } of told) {
    const url =
      c.type === 'team'
        ? `/player/teams/${encodeURIComponent(c.id)}`
        : c.type === 'challenge'
          ? `/player/teams/challenges/${encodeURIComponent(c.id)}`
          : `${device.role === 'ADMIN' ? '/tournament-creator/tournament' : '/player/tournaments-arena/tournament'}?tournamentId=${encodeURIComponent(c.id)}`;
    push.send([target(device)], {
      title,
      body: `${notice.senderName}: ${notice.message}`.slice(0, 240),
      url,
      tag: `chat:${c.type}:${c.id}`,
    });
  }
}

export async function conversationTitle(db: Db, c: Conversation): Promise<string> {
  if (c.type === 'team')
    return (
      (await fetchOne(db.select({ name: teams.name }).from(teams).where(eq(teams.id, c.id))))?.name ??
      'Cancha'
    );
  if (c.type === 'tournament')
    return (
      (
        await fetchOne(
          db.select({ name: tournaments.name }).from(tournaments).where(eq(tournaments.id, c.id)),
        )
      )?.name ?? 'Cancha'
    );
  const sides = await fetchOne(
    db
      .select({ one: challenges.creatorTeamId, two: challenges.challengedTeamId })
      .from(challenges)
      .where(eq(challenges.id, c.id)),
  );
  if (!sides) return 'Cancha';
  const names = new Map(
    (
      await fetchAll(
        db
          .select({ id: teams.id, name: teams.name })
          .from(teams)
          .where(inArray(teams.id, [sides.one, sides.two])),
      )
    ).map((t) => [t.id, t.name]),
  );
  return `${names.get(sides.one) ?? ''} – ${names.get(sides.two) ?? ''}`;
}

/** What a public tournament's followers hear about: its results and its moved matches. */
const FOLLOWED_KINDS = new Set<PreferenceKind>(['MATCH_FINISHED', 'MATCH_RESCHEDULED']);
