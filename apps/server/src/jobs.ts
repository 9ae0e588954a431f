// What a server does on its own, on a timer. With several processes each job runs in one of them at a time
// (`exclusively`: an advisory lock on PostgreSQL), so an e-mail or a reminder never goes out twice.
import {
  type AppServices,
  drawDueFixtures,
  type Logger,
  removeExpiredSessions,
  removeUnusedUnconfirmedAccounts,
  sendProdeReminders,
  sendRefereeDigests,
  settleEffects,
} from '@cancha/api';
import { exclusively } from '@cancha/db';

const MINUTE = 60_000;

export function periodicJobs(services: AppServices, logger: Logger) {
  const timers: NodeJS.Timeout[] = [];
  const run = (name: string, job: () => Promise<void>) =>
    exclusively(services.db, `job:${name}`, job).catch((error: unknown) =>
      logger.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  const every = (ms: number, name: string, job: () => Promise<void>) => {
    const timer = setInterval(() => void run(name, job), ms);
    timer.unref();
    timers.push(timer);
  };
  // Accounts nobody confirmed nor used are removed (LIMITS.unusedUnconfirmedAccountDays), and expired sessions
  // (their devices' pushes stop with them).
  const cleanup = async () => {
    const removed = await removeUnusedUnconfirmedAccounts(services.db);
    if (removed > 0) logger.info('unused unconfirmed accounts removed', { removed });
    const expired = await removeExpiredSessions(services.db);
    if (expired > 0) logger.info('expired sessions removed', { expired });
  };
  return {
    /** Runs the clean-up once now, then every job on its timer. */
    async start() {
      await run('cleanup', cleanup);
      // Pending mail is retried every minute (a down SMTP server must not lose messages); the outbox takes its
      // own turn across processes.
      const retry = setInterval(() => void services.mailer.flush(), MINUTE);
      retry.unref();
      timers.push(retry);
      every(6 * 60 * MINUTE, 'cleanup', cleanup);
      // El Prode's reminders before a round; the events and notifications written outside a request (a
      // matchday's points reach every player of a game at once) or left by a process that stopped after a commit.
      every(MINUTE, 'prode-reminders', async () => {
        const reminded = await sendProdeReminders(services.db, services.config);
        if (reminded > 0) logger.info('prode reminders sent', { reminded });
      });
      // Each referee's e-mail of the day: the matches given to them, moved or taken from them since the last one.
      every(MINUTE, 'referee-digests', async () => {
        const sent = await sendRefereeDigests(services);
        if (sent > 0) logger.info('referee digests sent', { sent });
      });
      // Fixtures whose registration closed with every place taken are drawn without waiting for a first look.
      every(MINUTE, 'draws', async () => {
        const drawn = await drawDueFixtures(services.db);
        if (drawn > 0) logger.info('automatic draws made', { drawn });
      });
      every(MINUTE, 'effects', async () => void (await settleEffects(services)));
    },
    stop() {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
