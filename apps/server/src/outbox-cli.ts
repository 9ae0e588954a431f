// `bun run outbox [n]`: prints the newest e-mails of the outbox (what the app would have sent).
import { closeDatabase, emailOutbox, migrateDatabase, openDatabase } from '@cancha/db';
import { desc } from 'drizzle-orm';
import { loadConfig } from './config';

const config = loadConfig();
const db = openDatabase(config.databasePath);
migrateDatabase(db);
const n = Number(process.argv[2] ?? 5) || 5;
const rows = db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(n).all();
if (rows.length === 0) process.stdout.write('The outbox is empty.\n');
for (const m of rows.reverse()) {
  process.stdout.write(
    `\n#${m.id} ${m.createdAt.toISOString()} [${m.status}]\nTo: ${m.to}\nSubject: ${m.subject}\n\n${m.text}\n`,
  );
}
closeDatabase(db);
