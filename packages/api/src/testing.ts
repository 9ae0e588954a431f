import type { Db } from '@cancha/db';
import { createTestDb } from '@cancha/db/testing';
import type { CookieJar } from './auth/cookies';
import { createRateLimits } from './auth/rate-limit';
import type { ApiConfig } from './config';
import { type AppServices, createContextInner } from './context';
import { createMailer, type Logger } from './mail/mailer';
import { createCaller } from './router';

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    publicUrl: 'http://localhost:3000',
    secureCookies: false,
    uploadsDir: '/tmp/cancha-test-uploads',
    ownerEmails: ['owner@cancha.test'],
    google: null,
    demo: false,
    ...overrides,
  };
}

export function testServices(overrides: { db?: Db; config?: Partial<ApiConfig> } = {}): AppServices {
  const db = overrides.db ?? createTestDb();
  return {
    db,
    config: testConfig(overrides.config),
    mailer: createMailer({ db, smtpUrl: null, from: 'Cancha <no-reply@cancha.test>', logger: silentLogger }),
    rateLimits: createRateLimits(),
    logger: silentLogger,
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
  const caller = () => createCaller(createContextInner(services, { cookies: jar, ip }));
  return {
    jar,
    get api() {
      return caller();
    },
  };
}
