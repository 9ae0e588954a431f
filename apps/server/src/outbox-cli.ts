// `bun run outbox [n]`: prints the newest e-mails of the outbox (what the app would have sent).
import { closeDatabase, migrateDatabase, openDatabase, sqliteEngine } from '@cancha/db';
import { loadConfig } from './config';
import { outboxText } from './outbox-print';

const config = loadConfig();
const db = openDatabase(config.databasePath);
migrateDatabase(db);
process.stdout.write(await outboxText(sqliteEngine(db), Number(process.argv[2] ?? 5) || 5));
closeDatabase(db);
