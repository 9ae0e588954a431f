import { type Db, emailOutbox, fetchAll } from '@cancha/db';
import { desc } from 'drizzle-orm';

/**
 * The newest e-mails of the outbox (what the app would have sent without SMTP), oldest of them first, as text for
 * a terminal: how a club without a mail server reads a confirmation or reset link (`cancha outbox`, `bun run
 * outbox`).
 */
export async function outboxText(db: Db, count: number): Promise<string> {
  const rows = await fetchAll(db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(count));
  if (rows.length === 0) return 'The outbox is empty.\n';
  return rows
    .reverse()
    .map(
      (m) =>
        `\n#${m.id} ${m.createdAt.toISOString()} [${m.status}]\nTo: ${m.to}\nSubject: ${m.subject}\n\n${m.text}\n`,
    )
    .join('');
}
