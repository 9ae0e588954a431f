import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePushOrigins } from '@cancha/api';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@cancha/shared';
import { z } from 'zod';
import { parseProxyTrust } from './client-address';
import type { DevOutboxAccess } from './dev-outbox';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : null));

/** Every setting, its default and its check; the README's configuration table mirrors this. */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_PATH: z.string().trim().min(1).default('./data/cancha.db'),
  // PostgreSQL for the hosted platform and many processes (docs/decisions/017); without it, the SQLite file.
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .nullable(),
  ),
  UPLOADS_DIR: z.string().trim().min(1).default('./data/uploads'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .transform((v) => v?.replace(/\/+$/, '')),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .nullable(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Cancha <no-reply@cancha.local>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTH_URL: optionalText,
  GOOGLE_TOKEN_URL: optionalText,
  // The subscription's PayPal account; without it the built-in sandbox provider takes the payments.
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_API_BASE: z
    .url({ protocol: /^https?$/ })
    .default('https://api-m.sandbox.paypal.com')
    .transform((v) => v.replace(/\/+$/, '')),
  // Organisers' Mercado Pago secrets are sealed with it (docs/decisions/027): 32 bytes, base64. Unset: a key file
  // beside the SQLite file, made on first start; set it for PostgreSQL and every process of the platform.
  PAYMENTS_KEY: optionalText.pipe(
    z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes written in base64')
      .nullable(),
  ),
  // Where the Mercado Pago SDK calls (a local fake in tests).
  MERCADO_PAGO_API_BASE: z
    .url({ protocol: /^https?$/ })
    .default('https://api.mercadopago.com')
    .transform((v) => v.replace(/\/+$/, '')),
  OWNER_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email())),
  // Map tiles for team and tournament places; set it empty to show no maps (e.g. a club without internet).
  MAP_TILE_URL: z
    .string()
    .trim()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .pipe(
      z.union([
        z.literal(''),
        z.url({ protocol: /^https?$/ }).regex(/\{z\}.*\{x\}.*\{y\}/, 'needs {z}, {x} and {y}'),
      ]),
    ),
  MAP_ATTRIBUTION: z.string().trim().default('© OpenStreetMap contributors'),
  DEMO: flag,
  // The IANA zone kick-offs are written in when a tournament names none (El Prode closes predictions then).
  TIME_ZONE: z
    .string()
    .trim()
    .default(DEFAULT_TIME_ZONE)
    .refine(isTimeZone, 'not a time zone this runtime knows (e.g. America/Montevideo)'),
  // Push endpoints' origins allowed besides the browsers' push services (a local push stub in tests).
  PUSH_ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const origins = parsePushOrigins(v);
      if (!origins) {
        ctx.addIssue({
          code: 'custom',
          message: 'use comma-separated origins such as https://push.example.org',
        });
        return z.NEVER;
      }
      return origins;
    }),
  // How many proxies stand in front (1, 2…), or their addresses and networks (10.0.0.0/8,::1); see client-address.ts.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const trust = parseProxyTrust(v);
      if (!trust) {
        ctx.addIssue({
          code: 'custom',
          message: 'use a number of proxies (1, 2…) or their addresses/networks',
        });
        return z.NEVER;
      }
      return trust;
    }),
  // How long a stopping process keeps serving (its /healthz already 503) before it closes: the proxies' health
  // checks take it out meanwhile (docs/decisions/017). Unset: 3 s on PostgreSQL (several processes), 0 on SQLite.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  WEB_DIST: optionalText,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
});

export type ServerConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new Error('Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together');
  }
  if (Boolean(e.PAYPAL_CLIENT_ID) !== Boolean(e.PAYPAL_CLIENT_SECRET)) {
    throw new Error('Invalid configuration:\n  PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together');
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  // The developer outbox page shows reset links: never on a production deployment with real mail, and open to
  // anyone only in development and tests; a production demo without SMTP shows it to signed-in site owners alone.
  const devOutbox: DevOutboxAccess | false =
    e.NODE_ENV !== 'production' ? 'everyone' : e.DEMO && !e.SMTP_URL ? 'owners' : false;
  return {
    port: e.PORT,
    host: e.HOST,
    databasePath: e.DATABASE_PATH === ':memory:' ? ':memory:' : resolve(e.DATABASE_PATH),
    databaseUrl: e.DATABASE_URL,
    uploadsDir: resolve(e.UPLOADS_DIR),
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            authorizationEndpoint: e.GOOGLE_AUTH_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
            tokenEndpoint: e.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
          }
        : null,
    ownerEmails: e.OWNER_EMAILS,
    paymentsKey: e.PAYMENTS_KEY ? new Uint8Array(Buffer.from(e.PAYMENTS_KEY, 'base64')) : null,
    mercadoPagoApiBase: e.MERCADO_PAGO_API_BASE,
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? { clientId: e.PAYPAL_CLIENT_ID, clientSecret: e.PAYPAL_CLIENT_SECRET, apiBase: e.PAYPAL_API_BASE }
        : null,
    map: e.MAP_TILE_URL ? { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_ATTRIBUTION } : null,
    demo: e.DEMO,
    timeZone: e.TIME_ZONE,
    pushAllowedOrigins: e.PUSH_ALLOWED_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.DATABASE_URL ? 3_000 : 0),
    // The built web app sits at apps/web/dist, two levels up from both src/ and dist/ of this app.
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : fileURLToPath(new URL('../../web/dist', import.meta.url)),
    nodeEnv: e.NODE_ENV,
    devOutbox,
    secureCookies: publicUrl.startsWith('https://'),
  };
}
