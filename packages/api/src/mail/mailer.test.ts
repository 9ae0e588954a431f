import type { AddressInfo } from 'node:net';
import { ENGINE, emailOutbox, execute, fetchOne, transaction } from '@cancha/db';
import { anotherProcessDb } from '@cancha/db/postgres/testing';
import { createTestDb } from '@cancha/db/testing';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../testing';
import { createMailer } from './mailer';

/** A local SMTP catcher: the real nodemailer transport talks to it. */
async function smtpCatcher(options: { failFirst?: number } = {}) {
  const received: string[] = [];
  let failures = options.failFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk) => {
        data += chunk;
      });
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          callback(new Error('mailbox busy'));
          return;
        }
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.server.address() as AddressInfo;
  return { server, received, url: `smtp://127.0.0.1:${port}` };
}

let catcher: Awaited<ReturnType<typeof smtpCatcher>> | null = null;
afterEach(async () => {
  await new Promise<void>((r) => (catcher ? catcher.server.close(() => r()) : r()));
  catcher = null;
});

describe('mailer', () => {
  it('delivers outbox messages over SMTP and marks them SENT', async () => {
    catcher = await smtpCatcher();
    const db = createTestDb();
    const mailer = createMailer({
      db,
      smtpUrl: catcher.url,
      from: 'Cancha <no-reply@cancha.test>',
      logger: silentLogger,
    });
    await mailer.send(db, { to: 'ana@example.com', subject: 'Hola', text: 'Cuerpo del mensaje' });
    await mailer.flush();
    expect(catcher.received).toHaveLength(1);
    expect(catcher.received[0]).toContain('Subject: Hola');
    expect(catcher.received[0]).toContain('Cuerpo del mensaje');
    expect(await fetchOne(db.select().from(emailOutbox))).toMatchObject({ status: 'SENT', attempts: 1 });
  });

  it('delivers a message written inside a transaction once it commits, on either engine, and never a rolled-back one', async () => {
    catcher = await smtpCatcher();
    const db = createTestDb();
    // On PostgreSQL the delivery reads on connections of its own, as a server's pool has free ones.
    const mailer = createMailer({
      db: ENGINE === 'postgres' ? anotherProcessDb(db) : db,
      smtpUrl: catcher.url,
      from: 'no-reply@cancha.test',
      logger: silentLogger,
    });
    await mailer.flush();
    await transaction(db, async (tx) => {
      await mailer.send(tx, { to: 'ana@example.com', subject: 'Bienvenida', text: 'x' });
      // The transaction goes on after the send, long enough for a delivery started at once to have read the
      // outbox (its connection is warm): before the commit, PostgreSQL would have shown it nothing.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await fetchOne(tx.select().from(emailOutbox));
    });
    await expect
      .poll(async () => (await fetchOne(db.select().from(emailOutbox)))?.status, { timeout: 5_000 })
      .toBe('SENT');
    expect(catcher.received).toHaveLength(1);

    await transaction(db, async (tx) => {
      await mailer.send(tx, { to: 'ana@example.com', subject: 'Nunca', text: 'x' });
      throw new Error('rolled back');
    }).catch(() => undefined);
    await mailer.flush();
    expect(catcher.received).toHaveLength(1);
  });

  it('keeps a message PENDING when the server refuses it, and delivers it on the next flush', async () => {
    catcher = await smtpCatcher({ failFirst: 1 });
    const db = createTestDb();
    const mailer = createMailer({
      db,
      smtpUrl: catcher.url,
      from: 'no-reply@cancha.test',
      logger: silentLogger,
    });
    // Queued directly, so only the explicit flushes below deliver it.
    await execute(db.insert(emailOutbox).values({ to: 'ana@example.com', subject: 'Reintento', text: 'x' }));
    await mailer.flush();
    expect(await fetchOne(db.select().from(emailOutbox))).toMatchObject({ status: 'PENDING', attempts: 1 });
    await mailer.flush();
    expect(await fetchOne(db.select().from(emailOutbox))).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(catcher.received).toHaveLength(1);
  });

  it('stores messages for developers when no SMTP server is configured', async () => {
    const db = createTestDb();
    const mailer = createMailer({ db, smtpUrl: null, from: 'no-reply@cancha.test', logger: silentLogger });
    await mailer.send(db, { to: 'ana@example.com', subject: 'Guardado', text: 'x' });
    await mailer.flush();
    expect(await fetchOne(db.select().from(emailOutbox))).toMatchObject({
      status: 'STORED',
      subject: 'Guardado',
    });
  });

  it.skipIf(ENGINE !== 'postgres')(
    'sends each message once when two processes flush one outbox',
    async () => {
      catcher = await smtpCatcher();
      const db = createTestDb();
      const options = { smtpUrl: catcher.url, from: 'Cancha <no-reply@cancha.test>', logger: silentLogger };
      // Two processes' mailers: the same database, each its own connections.
      const one = createMailer({ db, ...options });
      const other = createMailer({ db, ...options });
      for (let i = 0; i < 5; i++) {
        await execute(
          db.insert(emailOutbox).values({ to: `p${i}@example.com`, subject: `n${i}`, text: 'x' }),
        );
      }
      await Promise.all([one.flush(), other.flush(), one.flush(), other.flush()]);
      // Whoever lost the turn leaves the rest to the winner's loop or the next minute's retry.
      await Promise.all([one.flush(), other.flush()]);
      expect(catcher.received).toHaveLength(5);
    },
  );
});
