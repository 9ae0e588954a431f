import { hash } from 'node:crypto';
import { type Db, execute, fetchOne, perDatabase, sessions, users } from '@cancha/db';
import { DomainError, SESSION_COOKIE_NAME, SESSION_TTL_MS } from '@cancha/shared';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { CookieJar } from './cookies';

// Sessions as Lucia's current guide teaches: the browser holds a random token, the database only its SHA-256,
// so a leaked database cannot be replayed as cookies. See docs/decisions/003-sessions.md.

/** Anyone in the users table, roster-only people (no address, never signed in: docs/decisions/025) included. */
export type PersonRow = typeof users.$inferSelect;

/** An account: someone who can sign in, and so always has an address. */
export type UserRow = PersonRow & { email: string };

/** The row as an account, or null for a roster-only person. */
export function asAccount(row: PersonRow | undefined): UserRow | null {
  return row && row.email !== null && !row.rosterOnly ? (row as UserRow) : null;
}
/** The row as an account; a roster-only person (or nothing) is not found. */
export function requireAccount(row: PersonRow | undefined): UserRow {
  const account = asAccount(row);
  if (!account) throw new DomainError('NOT_FOUND');
  return account;
}

export type SessionRow = typeof sessions.$inferSelect;

/** The account's address when it is proven; null otherwise. Every grant made to an address goes through this. */
export function confirmedEmail(user: Pick<PersonRow, 'email' | 'emailVerified'>): string | null {
  return user.emailVerified ? user.email : null;
}

/**
 * A grant made to an e-mail address: the invited address and the account's confirmed address must both be there
 * and be equal. An unconfirmed account has no address to match, whatever a registration holds.
 */
export function addressGrant(
  invitedEmail: string | null | undefined,
  user: Pick<PersonRow, 'email' | 'emailVerified'>,
): boolean {
  const mine = confirmedEmail(user);
  return Boolean(invitedEmail) && mine !== null && invitedEmail!.toLowerCase() === mine.toLowerCase();
}

const RENEW_WHEN_LEFT_MS = SESSION_TTL_MS / 2;

export function generateToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function hashToken(token: string): string {
  // SHA-256 as the guide prescribes, from Node's native one-shot (no Hash object to build): it runs on every request.
  return hash('sha256', token, 'hex');
}

export async function createSession(db: Db, userId: string): Promise<{ token: string; session: SessionRow }> {
  const token = generateToken();
  const session = (await fetchOne(
    db
      .insert(sessions)
      .values({ id: hashToken(token), userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
      .returning(),
  ))!;
  return { token, session };
}

// Every request with a cookie runs these lookups: built once per database, not once per request. Two lookups by
// key, not one join: SQLite answers the pair about four times faster than the join of the same two rows.
const sessionById = perDatabase((db: Db) =>
  db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare(),
);
const userById = perDatabase((db: Db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(),
);

/** Looks a token up, drops it when expired, and slides the expiry forward once half of it is used. */
export async function validateSessionToken(
  db: Db,
  token: string,
): Promise<{ session: SessionRow; user: UserRow } | null> {
  const session = await fetchOne(sessionById(db), { id: hashToken(token) });
  const user = session && asAccount(await fetchOne(userById(db), { id: session.userId }));
  if (!session || !user) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now) {
    await execute(db.delete(sessions).where(eq(sessions.id, session.id)));
    return null;
  }
  if (session.expiresAt.getTime() - now < RENEW_WHEN_LEFT_MS) {
    session.expiresAt = new Date(now + SESSION_TTL_MS);
    await execute(
      db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, session.id)),
    );
  }
  return { session, user };
}

/**
 * When a session read earlier (by a stream still open) ends now, or null when it no longer stands: signed out,
 * revoked or expired. The expiry may have slid forward since it was read.
 */
export async function sessionExpiry(
  db: Db,
  session: Pick<SessionRow, 'id' | 'userId'>,
): Promise<Date | null> {
  const row = await fetchOne(sessionById(db), { id: session.id });
  return row !== undefined && row.userId === session.userId && row.expiresAt.getTime() > Date.now()
    ? row.expiresAt
    : null;
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await execute(db.delete(sessions).where(eq(sessions.id, sessionId)));
}

/** Ends every session of the user (but `keep`, the one just made for this browser). */
export async function invalidateUserSessions(db: Db, userId: string, keep?: string): Promise<void> {
  await execute(
    db.delete(sessions).where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined)),
  );
}

/** Expired sessions are removed now and then: with them go their devices' pushes (push.service.ts). */
export async function removeExpiredSessions(db: Db, now = new Date()): Promise<number> {
  return await execute(db.delete(sessions).where(lte(sessions.expiresAt, now)));
}

export function setSessionCookie(cookies: CookieJar, token: string, expiresAt: Date, secure: boolean): void {
  cookies.set(SESSION_COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAgeSeconds: (expiresAt.getTime() - Date.now()) / 1000,
  });
}

export function deleteSessionCookie(cookies: CookieJar, secure: boolean): void {
  cookies.delete(SESSION_COOKIE_NAME, { path: '/', secure });
}
