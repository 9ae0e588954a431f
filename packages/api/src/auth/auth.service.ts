import {
  type Db,
  execute,
  fetchOne,
  isUniqueViolation,
  passwordResetTokens,
  transaction,
  users,
} from '@cancha/db';
import {
  DomainError,
  type Locale,
  PASSWORD_RESET_TTL_MS,
  parseLocale,
  type RequestPasswordReset,
  type ResetPassword,
  type SignIn,
  type SignUp,
} from '@cancha/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context } from '../context';
import { passwordResetEmail } from '../mail/templates';
import { dropPendingConfirmations, proveAddress, sendConfirmation } from './email-confirmation';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { LIMITS, signInDelayMs } from './rate-limit';
import {
  asAccount,
  createSession,
  deleteSessionCookie,
  generateToken,
  hashToken,
  invalidateSession,
  invalidateUserSessions,
  requireAccount,
  setSessionCookie,
  type UserRow,
} from './session';

type AuthCtx = Pick<Context, 'db' | 'config' | 'cookies' | 'ip' | 'rateLimits' | 'mailer'>;

export async function signUp(ctx: AuthCtx, input: z.output<typeof SignUp>): Promise<UserRow> {
  const { db, rateLimits, ip } = ctx;
  await rateLimits.signUpPerAddress.consume(ip);
  if (await fetchOne(db.select({ id: users.id }).from(users).where(eq(users.email, input.email)))) {
    throw new DomainError('EMAIL_TAKEN');
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await transaction(db, async (tx) => {
      const user = requireAccount(
        await fetchOne(
          tx
            .insert(users)
            .values({
              email: input.email,
              passwordHash,
              userGender: input.userGender,
              birthdate: input.birthdate,
              locale: input.locale,
              // docs/product/accounts.md#sign-up — the sign-up page states that registering accepts the terms and
              // the privacy policy.
              termsAcceptedAt: new Date(),
            })
            .returning(),
        ),
      );
      // The account works at once; what was sent to this address waits for the link (docs/decisions/008).
      await sendConfirmation(ctx, tx, user, user.email, parseLocale(input.locale));
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('EMAIL_TAKEN'); // lost a race with the same e-mail
    throw error;
  }
}

export async function startSession(ctx: AuthCtx, userId: string): Promise<void> {
  const { token, session } = await createSession(ctx.db, userId);
  setSessionCookie(ctx.cookies, token, session.expiresAt, ctx.config.secureCookies);
}

/**
 * Failures never lock an account (docs/decisions/009): they are counted per account and address, and that pair is
 * refused past its limit; past theirs, failures per address and per account only delay further attempts, so the
 * owner signing in from elsewhere, or behind the same address, still gets in. The answer never says whether the
 * e-mail exists.
 */
export async function signIn(ctx: AuthCtx, input: z.output<typeof SignIn>): Promise<UserRow> {
  const { db, rateLimits, ip } = ctx;
  const email = input.email.toLowerCase();
  const pair = `${email}\n${ip}`;
  if (await rateLimits.signInPerAccountAndAddress.isBlocked(pair)) throw new DomainError('TOO_MANY_ATTEMPTS');
  const { signInFailuresPerAccount: account, signInFailuresPerAddress: address } = LIMITS;
  const [accountFailures, addressFailures] = await Promise.all([
    rateLimits.signInPerAccount.count(email),
    rateLimits.signInPerAddress.count(ip),
  ]);
  const wait = Math.max(
    signInDelayMs(accountFailures, account.limit),
    signInDelayMs(addressFailures, address.limit),
  );
  if (wait > 0) await rateLimits.sleep(wait);
  const user = asAccount(await fetchOne(db.select().from(users).where(eq(users.email, email))));
  let ok = false;
  if (user?.passwordHash) ok = await verifyPassword(user.passwordHash, input.password);
  else await burnPasswordCheck(input.password);
  if (!user || !ok) {
    await Promise.all([
      rateLimits.signInPerAccountAndAddress.record(pair),
      rateLimits.signInPerAccount.record(email),
      rateLimits.signInPerAddress.record(ip),
    ]);
    throw new DomainError('INVALID_CREDENTIALS');
  }
  await rateLimits.signInPerAccountAndAddress.reset(pair);
  await startSession(ctx, user.id);
  return user;
}

export async function signOut(ctx: Pick<Context, 'db' | 'cookies' | 'config' | 'session'>): Promise<void> {
  if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
  deleteSessionCookie(ctx.cookies, ctx.config.secureCookies);
}

/**
 * Known and unknown addresses get the same answer and the same throttling, so the form cannot be used to learn
 * who has an account (an answer such as 'no existe' would); only a registered address gets an e-mail.
 */
export async function requestPasswordReset(
  ctx: AuthCtx,
  input: z.output<typeof RequestPasswordReset>,
): Promise<void> {
  const { db, rateLimits, ip } = ctx;
  const blocked = await Promise.all([
    rateLimits.resetPerAddress.isBlocked(ip),
    rateLimits.resetPerEmail.isBlocked(input.email),
  ]);
  if (blocked.includes(true)) throw new DomainError('TOO_MANY_ATTEMPTS');
  await Promise.all([rateLimits.resetPerAddress.record(ip), rateLimits.resetPerEmail.record(input.email)]);
  const user = asAccount(await fetchOne(db.select().from(users).where(eq(users.email, input.email))));
  if (!user) return;
  const token = generateToken();
  const link = `${ctx.config.publicUrl}/new-password?token=${token}`;
  await transaction(db, async (tx) => {
    // Only the newest link works.
    await execute(tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)));
    await execute(
      tx.insert(passwordResetTokens).values({
        id: hashToken(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
      }),
    );
    await execute(tx.update(users).set({ locale: input.locale }).where(eq(users.id, user.id)));
    await ctx.mailer.send(tx, passwordResetEmail(user.email, link, input.locale as Locale));
  });
}

/** Sets a new password from an e-mailed token: single use, one hour; every session of the user ends. */
export async function resetPassword(db: Db, input: z.output<typeof ResetPassword>): Promise<string> {
  const id = hashToken(input.token);
  const row = await fetchOne(db.select().from(passwordResetTokens).where(eq(passwordResetTokens.id, id)));
  if (!row || row.usedAt) throw new DomainError('TOKEN_INVALID');
  if (row.expiresAt.getTime() <= Date.now()) throw new DomainError('TOKEN_EXPIRED');
  const passwordHash = await hashPassword(input.password);
  await transaction(db, async (tx) => {
    const claimed = await execute(
      tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt))),
    );
    if (claimed !== 1) throw new DomainError('TOKEN_INVALID');
    await execute(tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId)));
    // Reading the link proves the address. Whoever held the account before (someone who registered this address
    // without owning it) loses their sessions and any e-mail change they asked for.
    await invalidateUserSessions(tx, row.userId);
    await dropPendingConfirmations(tx, row.userId);
    await proveAddress(tx, row.userId);
  });
  return row.userId;
}
