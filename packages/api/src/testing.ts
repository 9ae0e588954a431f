import { randomBytes } from 'node:crypto';
import { type Db, emailOutbox, fetchAll, fetchOne, users } from '@cancha/db';
import { createTestDb } from '@cancha/db/testing';
import { DomainError, SESSION_COOKIE_NAME } from '@cancha/shared';
import { desc, eq } from 'drizzle-orm';
import type { CookieJar } from './auth/cookies';
import { createRateLimits } from './auth/rate-limit';
import { createSession, requireAccount, type UserRow } from './auth/session';
import type { ApiConfig } from './config';
import { type AppServices, createContextInner } from './context';
import type { MercadoPagoApi } from './ledger/mercado-pago';
import { createMailer, type Logger } from './mail/mailer';
import type { PaymentProvider } from './payments/provider';
import { sandboxProvider } from './payments/sandbox';
import { createPushSender } from './push/sender';
import { OpenStreams } from './realtime/open-streams';
import { inProcessPubSub } from './realtime/pubsub';
import { createCaller } from './router';
import { uploadStoreFor } from './uploads/store-table';

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    publicUrl: 'http://localhost:3000',
    secureCookies: false,
    uploadsDir: '/tmp/cancha-test-uploads',
    ownerEmails: ['owner@cancha.test'],
    google: null,
    map: { tileUrl: 'https://tiles.test/{z}/{x}/{y}.png', attribution: 'Tiles' },
    demo: false,
    timeZone: 'America/Argentina/Buenos_Aires',
    pushAllowedOrigins: [],
    paymentsKey: new Uint8Array(randomBytes(32)),
    ...overrides,
  };
}

/**
 * A test reaches Mercado Pago only through the local fake it starts (test-fixtures/mercado-pago-fake.ts, with
 * `mercadoPagoSdk` pointed at it); otherwise every call is refused as Mercado Pago being out of reach.
 */
const noMercadoPago: MercadoPagoApi = {
  account: () => Promise.reject(new DomainError('PAYMENT_PROVIDER_UNAVAILABLE')),
  createPreference: () => Promise.reject(new DomainError('PAYMENT_PROVIDER_UNAVAILABLE')),
  payment: () => Promise.reject(new DomainError('PAYMENT_PROVIDER_UNAVAILABLE')),
};

export function testServices(
  overrides: {
    db?: Db;
    config?: Partial<ApiConfig>;
    payments?: PaymentProvider;
    mercadoPago?: MercadoPagoApi;
  } = {},
): AppServices {
  const db = overrides.db ?? createTestDb();
  const config = testConfig(overrides.config);
  return {
    db,
    config,
    mailer: createMailer({ db, smtpUrl: null, from: 'Cancha <no-reply@cancha.test>', logger: silentLogger }),
    rateLimits: createRateLimits(db),
    logger: silentLogger,
    pubsub: inProcessPubSub(),
    streams: new OpenStreams(),
    payments: overrides.payments ?? sandboxProvider(config.publicUrl),
    mercadoPago: overrides.mercadoPago ?? noMercadoPago,
    push: createPushSender({
      db,
      logger: silentLogger,
      subject: 'mailto:tests@cancha.test',
      allowedOrigins: config.pushAllowedOrigins,
    }),
    uploads: uploadStoreFor(db, config.uploadsDir),
  };
}

/** A cookie jar that remembers what the server set, like one browser. */
export function memoryCookieJar(): CookieJar & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get: (name) => values.get(name),
    set: (name, value, o) => {
      if (o.maxAgeSeconds !== undefined && o.maxAgeSeconds <= 0) values.delete(name);
      else values.set(name, value);
    },
    delete: (name) => void values.delete(name),
  };
}

/** A caller acting as one browser: each call rebuilds the context from the jar, as a request would. */
export function browserCaller(
  services: AppServices,
  options: { ip?: string; jar?: ReturnType<typeof memoryCookieJar> } = {},
) {
  const jar = options.jar ?? memoryCookieJar();
  const ip = options.ip ?? '127.0.0.1';
  // tRPC builds the context per call from a function: each call reads the jar afresh, as a request would.
  const caller = () => createCaller(() => createContextInner(services, { cookies: jar, ip }));
  return {
    jar,
    get api() {
      return caller();
    },
  };
}

let userCounter = 0;

/**
 * A signed-in user made straight in the database (no password hashing, so tests stay fast), with a caller
 * acting as their browser.
 */
export async function asNewUser(
  services: AppServices,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<{ user: UserRow; token: string; api: ReturnType<typeof createCaller> }> {
  userCounter += 1;
  const user = requireAccount(
    await fetchOne(
      services.db
        .insert(users)
        .values({
          email: `user${userCounter}.${Date.now().toString(36)}@example.com`,
          role: 'PARTICIPANT',
          fullname: `Nombre${userCounter}`,
          lastname: `Apellido${userCounter}`,
          // An established account: its address is confirmed unless the test says otherwise.
          emailVerified: true,
          ...fields,
        })
        .returning(),
    ),
  );
  const { token } = await createSession(services.db, user.id);
  const jar = memoryCookieJar();
  jar.values.set(SESSION_COOKIE_NAME, token);
  return {
    user,
    token,
    get api() {
      return createCaller(() => createContextInner(services, { cookies: jar, ip: '127.0.0.1' }));
    },
  };
}
export { pushReceiver } from './push/push-receiver';
export { inDays, tournamentInput } from './test-fixtures/tournaments';
export { tinyImage } from './uploads/test-images';

/** The token of the newest confirmation link e-mailed to an address, as its owner would read it. */
export async function confirmationTokenFor(services: AppServices, email: string): Promise<string> {
  const mail = (
    await fetchAll(
      services.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.id)),
    )
  ).find((m) => m.text.includes('/confirm-email?token='));
  const token = mail?.text.match(/confirm-email\?token=([a-z0-9]+)/)?.[1];
  if (!token) throw new Error(`no confirmation e-mail to ${email} in the outbox`);
  return token;
}
export { playLastRound, type Side, tournamentWithTeams } from './test-fixtures/competition';
export { digestToken, mailTo, sendDigests } from './test-fixtures/match-day';
export { type MercadoPagoFake, startMercadoPagoFake } from './test-fixtures/mercado-pago-fake';
export { PRIVATE_NAMES, publicTurnedPrivate } from './test-fixtures/private-tournament';
