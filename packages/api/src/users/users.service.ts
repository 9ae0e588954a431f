import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  passwordResetTokens,
  pushSubscriptions,
  tournaments,
  transaction,
  users,
} from '@cancha/db';
import {
  DomainError,
  parseLocale,
  type Role,
  type UpdatePassword,
  type UpdateProfile,
  type UserDto,
} from '@cancha/shared';
import { and, asc, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { requestEmailChange } from '../auth/email-confirmation';
import { hashPassword, verifyPassword } from '../auth/password';
import { createSession, invalidateUserSessions, requireAccount, type UserRow } from '../auth/session';
import type { Context } from '../context';
import { placeOf } from '../places/place-of';
import { leaveTeamsOf } from '../teams/membership';
import { PROFILE_IMAGE_LIMITS, removeUpload, saveImage, uploadThrottle } from '../uploads/images';
import type { UploadStore } from '../uploads/store';
import { isSubscribed } from './subscription';

export function toUserDto(
  user: UserRow,
  options: {
    isSiteOwner: boolean;
    pendingEmail?: string | null;
    memberships?: Pick<UserDto, 'playerTeam' | 'teams'>;
    /** A creator's tournaments (docs/product/accounts.md#current-user). */
    tournaments?: { id: string; name: string }[];
  },
): UserDto {
  const name = [user.fullname, user.lastname].filter(Boolean).join(' ') || null;
  return {
    id: user.id,
    name,
    fullname: user.fullname,
    lastname: user.lastname,
    location: user.location,
    email: user.email,
    username: user.username,
    userGender: user.userGender,
    birthdate: user.birthdate,
    avatar: user.avatar,
    image: user.avatar,
    role: user.role,
    subscriptionActive: isSubscribed(user),
    subscribedUntil: user.subscribedUntil?.toISOString() ?? null,
    isSiteOwner: options.isSiteOwner,
    hasPassword: user.passwordHash !== null,
    emailConfirmed: user.emailVerified,
    pendingEmail: options.pendingEmail ?? null,
    playerTeam: options.memberships?.playerTeam ?? [],
    teams: options.memberships?.teams ?? [],
    ...(user.role === 'ADMIN' ? { tournaments: options.tournaments ?? [] } : {}),
    createdAt: user.createdAt.toISOString(),
  };
}

/** The tournaments a creator made, newest first, as the current-user data lists them. */
export async function createdTournamentsOf(db: Db, userId: string): Promise<{ id: string; name: string }[]> {
  return await fetchAll(
    db
      .select({ id: tournaments.id, name: tournaments.name })
      .from(tournaments)
      .where(eq(tournaments.creatorId, userId))
      .orderBy(desc(tournaments.createdAt)),
  );
}

/** docs/product/accounts.md#role-choice — the role is chosen once. */
export async function setRole(db: Db, user: UserRow, role: Role): Promise<UserRow> {
  if (user.role === role) return user; // choosing the same role twice is harmless
  if (user.role) throw new DomainError('ROLE_ALREADY_SET');
  const updated = await fetchOne(
    db
      .update(users)
      .set({ role })
      .where(and(eq(users.id, user.id), isNull(users.role)))
      .returning(),
  );
  if (!updated) throw new DomainError('ROLE_ALREADY_SET');
  return requireAccount(updated);
}

export type ProfileInput = z.output<typeof UpdateProfile> & { file?: Blob | undefined };

type ProfileCtx = Pick<Context, 'db' | 'mailer' | 'config' | 'rateLimits' | 'uploads'>;

/**
 * Saves the profile. A new e-mail address is not written here: it needs the current password (for accounts that
 * have one) and takes effect when the link sent to it is opened (docs/decisions/008).
 */
export async function updateProfile(ctx: ProfileCtx, user: UserRow, input: ProfileInput): Promise<UserRow> {
  const { db } = ctx;
  const { uploads } = ctx;
  const { file, currentPassword, locale, ...fields } = input;
  const newEmail = fields.email && fields.email !== user.email ? fields.email : null;
  if (newEmail) {
    const other = await fetchOne(
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, newEmail), ne(users.id, user.id))),
    );
    if (other) throw new DomainError('EMAIL_TAKEN');
    if (user.passwordHash && !(await verifyPassword(user.passwordHash, currentPassword ?? ''))) {
      throw new DomainError('WRONG_PASSWORD');
    }
  }
  if (fields.username) {
    const other = await fetchOne(
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.username, fields.username), ne(users.id, user.id))),
    );
    if (other) throw new DomainError('USERNAME_TAKEN');
  }
  // Validate and store the file before touching the row, so a bad upload changes nothing.
  const countUpload = uploadThrottle(ctx.rateLimits, user.id);
  const avatar =
    file && file.size > 0
      ? await saveImage(uploads, 'avatars', file, PROFILE_IMAGE_LIMITS, countUpload)
      : undefined;
  const changes: Partial<typeof users.$inferInsert> = {};
  for (const key of ['fullname', 'lastname', 'location', 'username', 'userGender', 'birthdate'] as const) {
    if (fields[key] !== undefined) (changes as Record<string, unknown>)[key] = fields[key];
  }
  if (fields.location !== undefined && fields.location !== user.location) {
    // Keeps the point nearby searches measure from in step with the typed place.
    const place = fields.location ? placeOf({ location: fields.location }) : null;
    changes.lat = place?.lat ?? null;
    changes.lng = place?.lng ?? null;
  }
  if (avatar) changes.avatar = avatar;
  if (newEmail) await requestEmailChange(ctx, user, newEmail, parseLocale(locale ?? user.locale));
  if (Object.keys(changes).length === 0) return user;
  const updated = await fetchOne(db.update(users).set(changes).where(eq(users.id, user.id)).returning());
  if (avatar) await removeUpload(uploads, user.avatar);
  return requireAccount(updated);
}

/**
 * Changes the password and signs out every other device; returns the fresh session for this one. This browser's
 * push subscription moves to the fresh session; the other devices' pushes stop with their sessions.
 */
export async function updatePassword(
  db: Db,
  user: UserRow,
  sessionId: string,
  input: z.output<typeof UpdatePassword>,
) {
  if (user.passwordHash) {
    if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
      throw new DomainError('WRONG_PASSWORD');
  }
  const passwordHash = await hashPassword(input.newPassword);
  return await transaction(db, async (tx) => {
    await execute(tx.update(users).set({ passwordHash }).where(eq(users.id, user.id)));
    const fresh = await createSession(tx, user.id);
    await execute(
      tx
        .update(pushSubscriptions)
        .set({ sessionId: fresh.session.id })
        .where(eq(pushSubscriptions.sessionId, sessionId)),
    );
    await invalidateUserSessions(tx, user.id, fresh.session.id);
    // A reset link issued before the change must not undo it.
    await execute(tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)));
    return fresh;
  });
}

/**
 * Deletes the account of the user themself. Rule (docs/decisions/004-account-deletion.md): what only this
 * user owns goes with them (sessions, linked sign-ins, reset tokens, avatar); tournament creators cannot
 * delete their account (docs/product/accounts.md#account-deletion): their tournaments belong to many teams.
 */
export async function deleteAccount(db: Db, uploads: UploadStore, user: UserRow, id: string): Promise<void> {
  if (id !== user.id) throw new DomainError('FORBIDDEN');
  if (user.role === 'ADMIN') throw new DomainError('ADMIN_CANNOT_DELETE');
  await transaction(db, async (tx) => {
    // docs/decisions/004: a captain's teams pass to their longest-standing player, or close if nobody is left.
    await leaveTeamsOf(tx, user.id);
    await execute(tx.delete(users).where(eq(users.id, user.id)));
  });
  await removeUpload(uploads, user.avatar);
}

export async function listUsers(db: Db) {
  const rows = await fetchAll(
    db
      .select({ id: users.id, username: users.username, email: users.email, image: users.avatar })
      .from(users)
      .where(eq(users.rosterOnly, false))
      .orderBy(asc(users.createdAt)),
  );
  const total =
    (await fetchOne(db.select({ n: count() }).from(users).where(eq(users.rosterOnly, false))))?.n ?? 0;
  // People typed into a roster are not registered users (docs/decisions/025).
  return { total, users: rows.map((r) => ({ ...r, email: r.email ?? '' })) };
}
