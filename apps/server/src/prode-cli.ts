// `bun run prode:rebuild [gameId]`: recomputes El Prode's totals (every game, or one) from the stored predictions,
// champion picks and results (docs/decisions/015-prode.md). Running it twice gives the same totals.
import { rebuildProdeGame } from '@cancha/api';
import {
  closeDatabase,
  fetchAll,
  migrateDatabase,
  openDatabase,
  prodeGames,
  sqliteEngine,
  transaction,
} from '@cancha/db';
import { eq } from 'drizzle-orm';
import { loadConfig } from './config';

const config = loadConfig();
const sqlite = openDatabase(config.databasePath);
migrateDatabase(sqlite);
const db = sqliteEngine(sqlite);
const only = process.argv[2];
const games = only
  ? await fetchAll(db.select().from(prodeGames).where(eq(prodeGames.id, only)))
  : await fetchAll(db.select().from(prodeGames));
if (only && games.length === 0) {
  process.stderr.write(`no game ${only}\n`);
  process.exitCode = 1;
}
for (const game of games) {
  const start = performance.now();
  await transaction(db, async (tx) => rebuildProdeGame(tx, game.id));
  process.stdout.write(`${game.name}: rebuilt in ${(performance.now() - start).toFixed(0)} ms\n`);
}
closeDatabase(sqlite);
