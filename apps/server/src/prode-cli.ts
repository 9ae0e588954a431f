// `bun run prode:rebuild [gameId]`: recomputes El Prode's totals (every game, or one) from the stored predictions,
// champion picks and results (docs/decisions/015-prode.md). Running it twice gives the same totals.
import { rebuildProdeGame } from '@cancha/api';
import { closeDatabase, migrateDatabase, openDatabase, prodeGames } from '@cancha/db';
import { eq } from 'drizzle-orm';
import { loadConfig } from './config';

const config = loadConfig();
const db = openDatabase(config.databasePath);
migrateDatabase(db);
const only = process.argv[2];
const games = only
  ? db.select().from(prodeGames).where(eq(prodeGames.id, only)).all()
  : db.select().from(prodeGames).all();
if (only && games.length === 0) {
  process.stderr.write(`no game ${only}\n`);
  process.exitCode = 1;
}
for (const game of games) {
  const start = performance.now();
  db.transaction((tx) => rebuildProdeGame(tx, game.id));
  process.stdout.write(`${game.name}: rebuilt in ${(performance.now() - start).toFixed(0)} ms\n`);
}
closeDatabase(db);
