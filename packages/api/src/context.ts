import type { Db } from '@cancha/db';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import { liveOutbox } from './after-commit';
import type { CookieJar } from './auth/cookies';
import type { RateLimits } from './auth/rate-limit';
import { type SessionRow, type UserRow, validateSessionToken } from './auth/session';
import type { ApiConfig } from './config';
import type { MercadoPagoApi } from './ledger/mercado-pago';
import type { Logger, Mailer } from './mail/mailer';
import type { PaymentProvider } from './payments/provider';
import type { PushSender } from './push/sender';
import type { LiveOutbox } from './realtime/live';
import type { OpenStreams } from './realtime/open-streams';
import type { PubSub } from './realtime/pubsub';
import type { UploadStore } from './uploads/store';

/** Everything that lives as long as the process. */
export interface AppServices {
  db: Db;
  config: ApiConfig;
  mailer: Mailer;
  rateLimits: RateLimits;
  logger: Logger;
  /** Live fan-out of chat messages and notifications. */
  pubsub: PubSub;
  /** The live streams open per user, to cap them. */
  streams: OpenStreams;
  /** The subscription's payment provider: PayPal when configured, the built-in sandbox otherwise. */
  payments: PaymentProvider;
  /** Organisers' own Mercado Pago accounts, through the official SDK (docs/decisions/027). */
  mercadoPago: MercadoPagoApi;
  /** Web Push to subscribed browsers, sent in the background after a change commits. */
  push: PushSender;
  /** Uploaded images: files on SQLite, a table on PostgreSQL (every process reads them). */
  uploads: UploadStore;
}

export interface Context extends AppServices {
  /** What this request's change publishes to live streams, sent once it has committed (after-commit.ts). */
  live: LiveOutbox;
  cookies: CookieJar;
  ip: string;
  session: SessionRow | null;
  user: UserRow | null;
}

/** Builds a request context without any HTTP: tests and REST adapters use it directly. */
export async function createContextInner(
  services: AppServices,
  request: { cookies: CookieJar; ip: string },
): Promise<Context> {
  const token = request.cookies.get(SESSION_COOKIE_NAME);
  const found = token ? await validateSessionToken(services.db, token) : null;
  return {
    ...services,
    ...request,
    live: liveOutbox(services),
    session: found?.session ?? null,
    user: found?.user ?? null,
  };
}
