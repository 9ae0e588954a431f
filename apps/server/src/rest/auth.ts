import {
  googleAuthorizationUrl,
  googleProfileFromCode,
  liveOutbox,
  serializeCookie,
  signInWithGoogle,
  startSession,
} from '@cancha/api';
import { DomainError, homePathFor } from '@cancha/shared';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { isSameOrigin, originOf } from '../same-origin';
import { call, caller, jsonBody, objectBody, restCookies } from './caller';
import { DONE } from './done';
import { errorMessageOf, say } from './texts';

const OAUTH_COOKIE_SECONDS = 10 * 60;

export const authRest = new Hono<AppEnv>()
  // docs/product/accounts.md#sign-in — the sign-in answer is {role, subscriptionActive, errorMessage}.
  .post('/signin', async (c) => {
    const result = await call(caller(c).auth.signIn, await objectBody(c));
    return c.json({ ...result, errorMessage: null, successMessage: say(c, DONE.signedIn) });
  })
  .post('/signup', async (c) => {
    await call(caller(c).auth.signUp, await objectBody(c));
    return c.json({ success: true, successMessage: say(c, DONE.signedUp) }, 201);
  })
  // A GET (for older clients), yet it ends the session: it needs the same proof as a change, or any other
  // site could sign the visitor out with a link or an image.
  .get('/logout', async (c) => {
    if (!isSameOrigin(c.req.raw.headers, originOf(c.var.services.config.publicUrl))) {
      return c.json({ errorMessage: errorMessageOf(c, 'FORBIDDEN'), code: 'FORBIDDEN' }, 403);
    }
    await caller(c).auth.signOut();
    return c.json({ success: true, successMessage: say(c, DONE.signedOut) });
  })
  // docs/decisions/008 — what the e-mailed link does (GET /confirm-email), for clients other than a browser.
  .post('/confirm-email', async (c) => c.json(await call(caller(c).auth.confirmEmail, await objectBody(c))))
  .post('/resend-confirmation', async (c) =>
    c.json(await call(caller(c).auth.resendConfirmation, (await jsonBody(c)) ?? {})),
  )
  // docs/product/accounts.md#calls — the body also carries a token from the query string, which is not needed
  // to ask for a link.
  .post('/reset-password', async (c) => {
    const body = (await jsonBody(c)) as Record<string, unknown> | null;
    await call(caller(c).auth.requestPasswordReset, {
      email: body?.email,
      locale: body?.locale ?? undefined,
    });
    return c.json({ success: true, successMessage: say(c, DONE.emailSent) });
  })
  .post('/new-password', async (c) => {
    await call(caller(c).auth.resetPassword, await objectBody(c));
    return c.json({ success: true, successMessage: say(c, DONE.passwordUpdated) });
  })
  .get('/google', (c) => {
    const { google, publicUrl, secureCookies } = c.var.services.config;
    if (!google) return c.json({ errorMessage: errorMessageOf(c, 'NOT_FOUND'), code: 'NOT_FOUND' }, 404);
    const { url, state, codeVerifier } = googleAuthorizationUrl(google, publicUrl);
    const opts = {
      httpOnly: true,
      secure: secureCookies,
      sameSite: 'Lax' as const,
      maxAgeSeconds: OAUTH_COOKIE_SECONDS,
    };
    c.header('Set-Cookie', serializeCookie('google_oauth_state', state, opts), { append: true });
    c.header('Set-Cookie', serializeCookie('google_code_verifier', codeVerifier, opts), { append: true });
    return c.redirect(url.toString(), 302);
  })
  .get('/google/callback', async (c) => {
    const { db, config, logger } = c.var.services;
    const clear = { httpOnly: true, secure: config.secureCookies, maxAgeSeconds: 0 };
    c.header('Set-Cookie', serializeCookie('google_oauth_state', '', clear), { append: true });
    c.header('Set-Cookie', serializeCookie('google_code_verifier', '', clear), { append: true });
    const fail = (reason: string) => c.redirect(`/login?error=${encodeURIComponent(reason)}`, 302);
    if (!config.google) return fail('OAUTH_FAILED');
    const code = c.req.query('code');
    const state = c.req.query('state');
    const storedState = getCookie(c, 'google_oauth_state');
    const verifier = getCookie(c, 'google_code_verifier');
    if (!code || !state || !storedState || !verifier || state !== storedState) return fail('OAUTH_FAILED');
    try {
      const profile = await googleProfileFromCode(config.google, config.publicUrl, code, verifier);
      // Outside tRPC, so this route settles its change's after-commit effects itself (invitations claimed).
      const live = liveOutbox(c.var.services);
      const user = await signInWithGoogle(db, profile);
      await live.flush(true);
      await startSession({ ...c.var.services, ip: c.var.ip, cookies: restCookies(c) }, user.id);
      return c.redirect(homePathFor(user.role), 302);
    } catch (error) {
      if (error instanceof DomainError) return fail(error.code);
      logger.error('google sign-in failed', { error: String(error) });
      return fail('OAUTH_FAILED');
    }
  });
