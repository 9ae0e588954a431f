import { type Db, execute, fetchOne, oauthAccounts, transaction, users } from '@cancha/db';
import { DomainError } from '@cancha/shared';
import {
  CodeChallengeMethod,
  decodeIdToken,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
} from 'arctic';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { GoogleConfig } from '../config';
import { dropPendingConfirmations, proveAddress } from './email-confirmation';
import { invalidateUserSessions, requireAccount, type UserRow } from './session';

export const GOOGLE_DEFAULT_ENDPOINTS = {
  authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenEndpoint: 'https://oauth2.googleapis.com/token',
} as const;

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

function client(config: GoogleConfig, publicUrl: string): OAuth2Client {
  return new OAuth2Client(config.clientId, config.clientSecret, `${publicUrl}/api/v1/auth/google/callback`);
}

export function googleAuthorizationUrl(config: GoogleConfig, publicUrl: string) {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = client(config, publicUrl).createAuthorizationURLWithPKCE(
    config.authorizationEndpoint,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    ['openid', 'profile', 'email'],
  );
  return { url, state, codeVerifier };
}

const GoogleClaims = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.boolean().default(false),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});
export type GoogleProfile = z.infer<typeof GoogleClaims>;

/**
 * Exchanges the code (with its PKCE verifier) at the token endpoint and reads the ID token. The token comes
 * straight from Google over TLS, so its claims are checked (issuer, audience, expiry) rather than its signature
 * (OpenID Connect Core §3.1.3.7).
 */
export async function googleProfileFromCode(
  config: GoogleConfig,
  publicUrl: string,
  code: string,
  codeVerifier: string,
): Promise<GoogleProfile> {
  let claims: unknown;
  try {
    const tokens = await client(config, publicUrl).validateAuthorizationCode(
      config.tokenEndpoint,
      code,
      codeVerifier,
    );
    claims = decodeIdToken(tokens.idToken());
  } catch {
    throw new DomainError('OAUTH_FAILED');
  }
  const parsed = GoogleClaims.safeParse(claims);
  if (!parsed.success) throw new DomainError('OAUTH_FAILED');
  const c = parsed.data;
  const audiences = Array.isArray(c.aud) ? c.aud : [c.aud];
  const isDefaultProvider = config.tokenEndpoint === GOOGLE_DEFAULT_ENDPOINTS.tokenEndpoint;
  if (
    !audiences.includes(config.clientId) ||
    c.exp * 1000 <= Date.now() ||
    (isDefaultProvider && !GOOGLE_ISSUERS.includes(c.iss))
  ) {
    throw new DomainError('OAUTH_FAILED');
  }
  return c;
}

/** Finds the linked account, links an existing one with the same verified e-mail, or creates one. */
export async function signInWithGoogle(db: Db, profile: GoogleProfile): Promise<UserRow> {
  return await transaction(db, async (tx) => {
    const linked = await fetchOne(
      tx
        .select({ user: users })
        .from(oauthAccounts)
        .innerJoin(users, eq(oauthAccounts.userId, users.id))
        .where(and(eq(oauthAccounts.provider, 'google'), eq(oauthAccounts.providerUserId, profile.sub))),
    );
    if (linked) return requireAccount(linked.user);
    // An unverified Google address could belong to someone else: never link or create on it.
    if (!profile.email_verified) throw new DomainError('OAUTH_EMAIL_UNVERIFIED');
    const email = profile.email.toLowerCase();
    const user = requireAccount(
      (await fetchOne(tx.select().from(users).where(eq(users.email, email)))) ??
        (await fetchOne(
          tx
            .insert(users)
            .values({
              email,
              emailVerified: true,
              fullname: profile.given_name ?? null,
              lastname: profile.family_name ?? null,
              termsAcceptedAt: new Date(),
            })
            .returning(),
        ))!,
    );
    await execute(
      tx.insert(oauthAccounts).values({ provider: 'google', providerUserId: profile.sub, userId: user.id }),
    );
    if (!user.emailVerified) {
      // Whoever registered this unverified address with a password may not be its owner: drop that password,
      // their sessions and any e-mail change they asked for, so only the proven owner keeps access
      // (pre-hijacking defence).
      await invalidateUserSessions(tx, user.id);
      await dropPendingConfirmations(tx, user.id);
      await execute(tx.update(users).set({ passwordHash: null }).where(eq(users.id, user.id)));
    }
    return await proveAddress(tx, user.id);
  });
}
