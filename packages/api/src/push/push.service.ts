import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  notificationPreferences,
  pushFollows,
  pushSubscriptions,
  tournaments,
  transaction,
} from '@cancha/db';
import {
  DomainError,
  PREFERENCE_KINDS,
  type PreferenceKind,
  type PushSubscriptionInput,
  parseLocale,
} from '@cancha/shared';
import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { anyoneMaySee, isPublicTournament } from '../tournaments/visibility';
import { isAllowedPushEndpoint } from './push-services';

/** A signed-in user and the session they are subscribing a device from. */
export interface DeviceHolder {
  user: UserRow;
  sessionId: string;
}

/**
 * Stores (or takes over) a browser's subscription: a signed-in user's device then hears their notifications, in
 * their language; a visitor's only what it follows. Refused for an address outside the allowed push services.
 */
export async function savePushSubscription(
  db: Db,
  ctx: { allowedOrigins: readonly string[] },
  holder: DeviceHolder | null,
  input: PushSubscriptionInput,
): Promise<{ id: string }> {
  if (!isAllowedPushEndpoint(input.endpoint, ctx.allowedOrigins))
    throw new DomainError('PUSH_SERVICE_NOT_ALLOWED');
  const locale = holder ? parseLocale(holder.user.locale) : (input.locale ?? 'es');
  const values = { p256dh: input.keys.p256dh, auth: input.keys.auth, locale };
  const owner = holder ? { userId: holder.user.id, sessionId: holder.sessionId } : null;
  // A visitor's browser that follows tournaments keeps its owner when it subscribes again without a session.
  const row = (await fetchOne(
    db
      .insert(pushSubscriptions)
      .values({ endpoint: input.endpoint, userId: null, sessionId: null, ...owner, ...values })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: owner ? { ...values, ...owner } : values,
      })
      .returning({ id: pushSubscriptions.id }),
  ))!;
  return row;
}

/** The browser unsubscribed (or turned notifications off here): holding its address is enough to drop it. */
export async function deletePushSubscription(db: Db, endpoint: string): Promise<void> {
  await execute(db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)));
}

/** What this browser receives: whether it is subscribed, for whom, and which tournaments it follows. */
export async function pushStatus(db: Db, user: UserRow | null, endpoint: string) {
  const row = await fetchOne(
    db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
  );
  if (!row) return { subscribed: false, mine: false, following: [] as string[] };
  // Only tournaments that are still public: one made private stops reaching its followers (docs/decisions/019).
  const following = (
    await fetchAll(
      db
        .select({ tournamentId: pushFollows.tournamentId })
        .from(pushFollows)
        .innerJoin(tournaments, and(eq(tournaments.id, pushFollows.tournamentId), anyoneMaySee))
        .where(eq(pushFollows.subscriptionId, row.id)),
    )
  ).map((f) => f.tournamentId);
  return {
    subscribed: true,
    mine: user !== null && row.userId === user.id && row.sessionId !== null,
    following,
  };
}

export async function followTournament(
  db: Db,
  ctx: { allowedOrigins: readonly string[] },
  holder: DeviceHolder | null,
  input: PushSubscriptionInput & { tournamentId: string },
): Promise<{ following: true }> {
  if (!(await isPublicTournament(db, input.tournamentId))) throw new DomainError('NOT_FOUND');
  await transaction(db, async (tx) => {
    const { id } = await savePushSubscription(tx, ctx, holder, input);
    await execute(
      tx
        .insert(pushFollows)
        .values({ subscriptionId: id, tournamentId: input.tournamentId })
        .onConflictDoNothing(),
    );
  });
  return { following: true };
}

export async function unfollowTournament(
  db: Db,
  endpoint: string,
  tournamentId: string,
): Promise<{ following: false }> {
  const row = await fetchOne(
    db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint)),
  );
  if (row)
    await execute(
      db
        .delete(pushFollows)
        .where(and(eq(pushFollows.subscriptionId, row.id), eq(pushFollows.tournamentId, tournamentId))),
    );
  return { following: false };
}

/** Each kind with whether the user's devices get it (every kind until turned off). */
export async function pushPreferences(
  db: Db,
  user: UserRow,
): Promise<{ kind: PreferenceKind; push: boolean }[]> {
  const off = new Set(
    (
      await fetchAll(
        db
          .select({ kind: notificationPreferences.kind })
          .from(notificationPreferences)
          .where(and(eq(notificationPreferences.userId, user.id), eq(notificationPreferences.push, false))),
      )
    ).map((p) => p.kind),
  );
  return PREFERENCE_KINDS.map((kind) => ({ kind, push: !off.has(kind) }));
}

export async function setPushPreference(db: Db, user: UserRow, kind: PreferenceKind, push: boolean) {
  await execute(
    db
      .insert(notificationPreferences)
      .values({ userId: user.id, kind, email: false, push })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { push },
      }),
  );
  return await pushPreferences(db, user);
}
