// The yardsticks every figure of `bun run bench` is divided by, measured in the same run on the same core:
//   node-json:    a bare node:http server answering a small JSON object;
//   hono-read:    a bare Hono endpoint reading 20 indexed rows (a tournament's matches) with better-sqlite3;
//   hono-insert:  a bare Hono endpoint inserting one chat message row;
//   hono-file:    a bare Hono endpoint answering a 52 KB PNG from memory (a share image's size).
// Both Hono ones open the benchmark's own database file with the pragmas Cancha uses.
// Usage: node --import tsx bench/reference-server.ts <kind> <port> [database] [tournamentId]

import { createServer } from 'node:http';
import { openDatabase } from '@cancha/db';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const [kind, portText, databasePath, tournamentId] = process.argv.slice(2);
const port = Number(portText);
const ready = () => console.log(`ready ${kind} ${port}`);

if (kind === 'node-json') {
  createServer((_req, res) => {
    const body = JSON.stringify({ ok: true, at: Date.now() });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  }).listen(port, '127.0.0.1', ready);
} else if (kind === 'hono-read' || kind === 'hono-insert') {
  if (!databasePath) throw new Error('a database path is required');
  const sqlite = openDatabase(databasePath).$client;
  const read = sqlite.prepare('select * from matches where tournament_id = ? limit 20');
  const insert = sqlite.prepare(
    `insert into chat_messages (conversation_type, conversation_id, user_id, message, created_at)
      values ('team', ?, null, ?, ?) returning id`,
  );
  const app = new Hono();
  app.get('/rows', (c) => c.json(read.all(tournamentId)));
  app.post('/insert', async (c) => {
    const body = (await c.req.json()) as { message: string };
    return c.json(insert.get(tournamentId, body.message, Date.now()));
  });
  serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, ready);
} else if (kind === 'hono-file') {
  const file = new Uint8Array(52 * 1024).map((_, i) => (i * 31) % 251);
  const app = new Hono();
  app.get('/file', (c) => c.body(file, 200, { 'content-type': 'image/png' }));
  serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, ready);
} else {
  throw new Error(`unknown reference server: ${kind}`);
}
