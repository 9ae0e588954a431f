// DEMO DATA — `bun run seed` fills an empty database with the demo content.
import { seedDemo } from '@cancha/api';
import { closeDatabase, migrateDatabase, openDatabase, sqliteEngine } from '@cancha/db';
import { loadConfig } from './config';

const config = loadConfig();
const db = openDatabase(config.databasePath);
migrateDatabase(db);
const { seeded } = await seedDemo(sqliteEngine(db));
closeDatabase(db);
process.stdout.write(
  seeded ? `Demo data written to ${config.databasePath}\n` : 'The database is not empty; nothing seeded.\n',
);
