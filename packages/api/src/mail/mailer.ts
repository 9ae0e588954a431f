import {
  afterCommit,
  type Db,
  emailOutbox,
  exclusively,
  execute,
  fetchAll,
  fetchOne,
  inlineLimit,
} from '@cancha/db';
import { asc, eq, inArray } from 'drizzle-orm';
import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Logger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

export interface Mailer {
  /** Writes the message to the outbox (inside the caller's transaction if given one) and schedules delivery. */
  send(db: Db, message: OutgoingEmail): Promise<void>;
  /** Delivers every pending message now; resolves when done. */
  flush(): Promise<void>;
}

const MAX_ATTEMPTS = 5;

/**
 * With an SMTP URL the outbox is a queue delivered through nodemailer; without one,
 * messages are kept as STORED so a developer reads them (`bun run outbox` or /dev/outbox).
 */
export function createMailer(options: {
  db: Db;
  smtpUrl: string | null;
  from: string;
  logger: Logger;
}): Mailer {
  const { db, smtpUrl, from, logger } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  let running: Promise<void> | null = null;
  let again = false;

  async function deliverPending(): Promise<void> {
    if (!transport) return;
    // One process at a time sends the outbox: no message goes out twice.
    await exclusively(db, 'outbox', () => sendPending(transport));
  }

  async function sendPending(transport: ReturnType<typeof nodemailer.createTransport>): Promise<void> {
    const pending = await fetchAll(
      db
        .select()
        .from(emailOutbox)
        .where(inArray(emailOutbox.status, ['PENDING']))
        .orderBy(asc(emailOutbox.id))
        .limit(inlineLimit(50)),
    );
    for (const m of pending) {
      try {
        await transport.sendMail({
          from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html ?? undefined,
        });
        await execute(
          db
            .update(emailOutbox)
            .set({ status: 'SENT', sentAt: new Date(), attempts: m.attempts + 1, lastError: null })
            .where(eq(emailOutbox.id, m.id)),
        );
      } catch (error) {
        const attempts = m.attempts + 1;
        await execute(
          db
            .update(emailOutbox)
            .set({
              status: attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
              attempts,
              lastError: String(error),
            })
            .where(eq(emailOutbox.id, m.id)),
        );
        logger.warn('email delivery failed', { id: m.id, attempts, error: String(error) });
        return; // the server is probably down; the next send or the periodic flush retries
      }
    }
  }

  function flush(): Promise<void> {
    if (running !== null) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await deliverPending();
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    async send(txDb, message) {
      const row = (await fetchOne(
        txDb
          .insert(emailOutbox)
          .values({ ...message, html: message.html ?? null, status: transport ? 'PENDING' : 'STORED' })
          .returning({ id: emailOutbox.id }),
      ))!;
      // Delivered once the caller's transaction has committed: before, another connection (PostgreSQL's) would
      // not see the row, and the message would wait for the minute's retry.
      if (transport) afterCommit(() => setImmediate(() => void flush()));
      else
        logger.info('email stored in the outbox (no SMTP_URL); read it with `bun run outbox`', {
          id: row.id,
          to: message.to,
          subject: message.subject,
        });
    },
    flush,
  };
}
