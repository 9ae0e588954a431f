import { mkdirSync } from 'node:fs';
import {
  type AppServices,
  createMailer,
  createPushSender,
  createRateLimits,
  DEMO_OWNER_EMAIL,
  type Logger,
  mercadoPagoSdk,
  OpenStreams,
  type PubSub,
  payPalProvider,
  sandboxProvider,
  uploadStoreFor,
} from '@cancha/api';
import type { Db } from '@cancha/db';
import type { ServerConfig } from './config';
import { paymentsKeyFor } from './payments-key';

/** The process-wide services around an open, migrated database. */
export function createServices(config: ServerConfig, logger: Logger, db: Db, pubsub: PubSub): AppServices {
  mkdirSync(config.uploadsDir, { recursive: true });
  const ownerEmails = [
    ...new Set(config.demo ? [...config.ownerEmails, DEMO_OWNER_EMAIL] : config.ownerEmails),
  ];
  return {
    db,
    logger,
    rateLimits: createRateLimits(db),
    pubsub,
    streams: new OpenStreams(),
    payments: config.paypal ? payPalProvider(config.paypal) : sandboxProvider(config.publicUrl),
    mercadoPago: mercadoPagoSdk({ apiBase: config.mercadoPagoApiBase }),
    push: createPushSender({
      db,
      logger,
      subject: pushSubject(config),
      allowedOrigins: config.pushAllowedOrigins,
    }),
    mailer: createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger }),
    uploads: uploadStoreFor(db, config.uploadsDir),
    config: {
      publicUrl: config.publicUrl,
      secureCookies: config.secureCookies,
      uploadsDir: config.uploadsDir,
      ownerEmails,
      google: config.google,
      map: config.map,
      demo: config.demo,
      timeZone: config.timeZone,
      pushAllowedOrigins: config.pushAllowedOrigins,
      paymentsKey: paymentsKeyFor(config, logger),
    },
  };
}

/**
 * Who the push services may contact about this sender: the site's https address, or the mail sender's address while
 * the site has no https one (a club's local install).
 */
function pushSubject(config: ServerConfig): string {
  if (config.publicUrl.startsWith('https://')) return config.publicUrl;
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return `mailto:${address.trim()}`;
}
