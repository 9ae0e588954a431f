import {
  type Db,
  dateParam,
  emailConfirmations,
  execute,
  fetchOne,
  passwordResetTokens,
  perDatabase,
  transaction,
  users,
} from '@cancha/db';
import { DomainError, EMAIL_CONFIRMATION_TTL_MS, type Locale, parseLocale } from '@cancha/shared';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { emit } from '../events/events';
import type { Mailer } from '../mail/mailer';
import { emailChangedEmail, emailConfirmationEmail } from '../mail/templates';
import type { RateLimits } from './rate-limit';
import { asAccount, generateToken, hashToken, requireAccount, type UserRow } from './session';

// Sign-up asks nothing more than before: the account works at once. What rests on an address (invitations sent
// to it, site-owner rights) waits until a link e-mailed to that address is opened. docs/decisions/008.

interface MailCtx {
  db: Db;
  mailer: Mailer;
  config: { publicUrl: string };
}

/**
 * E-mails a single-use link proving `email` for the user: their own address, or one they asked to move to. Only
 * the newest link of a user works.
 */
export async function sendConfirmation(
  ctx: MailCtx,
  tx: Db,
  user: Pick<UserRow, 'id' | 'email'>,
  email: string,
  locale: Locale,
): Promise<void> {
  const token = generateToken();
  await execute(tx.delete(emailConfirmations).where(eq(emailConfirmations.userId, user.id)));
  await execute(
    tx.insert(emailConfirmations).values({
      id: hashToken(token),
      userId: user.id,
      email,
      expiresAt: new Date(Date.now() + EMAIL_CONFIRMATION_TTL_MS),
    }),
  );
  await ctx.mailer.send(
    tx,
    emailConfirmationEmail({
      to: email,
      link: `${ctx.config.publicUrl}/confirm-email?token=${token}`,
      change: email !== user.email,
      locale,
    }),
  );
}

const pendingChange = perDatabase((db: Db) =>
  db
    .select({ email: emailConfirmations.email })
    .from(emailConfirmations)
    .where(
      and(
        eq(emailConfirmations.userId, sql.placeholder('userId')),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, sql.placeholder('now')),
      ),
    )
    .orderBy(desc(emailConfirmations.createdAt))
    .limit(1)
    .prepare(),
);

/** The address the user asked to move to and has not confirmed yet, if any. */
export async function pendingEmailOf(db: Db, user: Pick<UserRow, 'id' | 'email'>): Promise<string | null> {
  const row = await fetchOne(pendingChange(db), { userId: user.id, now: dateParam(new Date()) });
  return row && row.email !== user.email ? row.email : null;
}

/** Sends the link again: for the pending change when there is one, else for the account's own address. */
export async function resendConfirmation(
  ctx: MailCtx & { rateLimits: RateLimits },
  user: UserRow,
  locale: Locale,
): Promise<void> {
  const pending = await pendingEmailOf(ctx.db, user);
  if (!pending && user.emailVerified) throw new DomainError('EMAIL_ALREADY_CONFIRMED');
  await ctx.rateLimits.confirmationPerUser.consume(user.id);
  await transaction(ctx.db, async (tx) => sendConfirmation(ctx, tx, user, pending ?? user.email, locale));
}

/**
 * Asks to move the account to a new address. Nothing changes until the link sent there is opened; the current
 * address keeps working meanwhile. The caller has already checked the current password.
 */
export async function requestEmailChange(
  ctx: MailCtx,
  user: UserRow,
  email: string,
  locale: Locale,
): Promise<void> {
  const taken = await fetchOne(
    ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, user.id))),
  );
  if (taken) throw new DomainError('EMAIL_TAKEN');
  await transaction(ctx.db, async (tx) => sendConfirmation(ctx, tx, user, email, locale));
}

export type ConfirmationResult = 'CONFIRMED' | 'CHANGED';

/**
 * Opens an e-mailed link (a plain GET from whatever browser the mail app uses: no session needed). The address
 * becomes the account's proven one, invitations sent to it are claimed, and on a change the old address is told.
 */
export async function confirmEmail(ctx: MailCtx, token: string): Promise<ConfirmationResult> {
  const id = hashToken(token);
  return await transaction(ctx.db, async (tx) => {
    const row = await fetchOne(tx.select().from(emailConfirmations).where(eq(emailConfirmations.id, id)));
    if (!row || row.usedAt) throw new DomainError('TOKEN_INVALID');
    if (row.expiresAt.getTime() <= Date.now()) throw new DomainError('TOKEN_EXPIRED');
    const user = asAccount(await fetchOne(tx.select().from(users).where(eq(users.id, row.userId))));
    if (!user) throw new DomainError('TOKEN_INVALID');
    const change = row.email !== user.email;
    if (change) {
      const taken = await fetchOne(
        tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, row.email), ne(users.id, user.id))),
      );
      if (taken) throw new DomainError('EMAIL_TAKEN');
    }
    await execute(
      tx.update(emailConfirmations).set({ usedAt: new Date() }).where(eq(emailConfirmations.id, id)),
    );
    await proveAddress(tx, user.id, row.email);
    if (change) {
      // A reset link sent to the old address must not open the account any more.
      await execute(tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)));
      await ctx.mailer.send(
        tx,
        emailChangedEmail({
          to: user.email,
          newEmail: row.email,
          link: `${ctx.config.publicUrl}/contact`,
          locale: parseLocale(user.locale),
        }),
      );
    }
    return change ? 'CHANGED' : 'CONFIRMED';
  });
}

/**
 * The one way an address becomes proven (a confirmation link, a password reset link read from it, a verified Google
 * address): the account holds it confirmed, and the invitations that waited for it become the account's once the
 * change commits (the teams' and tournaments' handlers of `auth.address-proven`).
 */
export async function proveAddress(tx: Db, userId: string, email?: string): Promise<UserRow> {
  const user = await fetchOne(
    tx
      .update(users)
      .set({ emailVerified: true, ...(email ? { email } : {}) })
      .where(eq(users.id, userId))
      .returning(),
  );
  const account = requireAccount(user);
  await emit(tx, { type: 'auth.address-proven', userId: account.id });
  return account;
}

/** Pending links (an e-mail change someone asked for) end when another proof of the address takes over. */
export async function dropPendingConfirmations(tx: Db, userId: string): Promise<void> {
  await execute(tx.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId)));
}
