// Live chat fan-out over real SSE connections: `bun run bench:chat`.
// SUBSCRIBERS team members each hold a chat.onMessage stream to one server process on 127.0.0.1; one member sends
// MESSAGES messages. Measures send-to-receipt latency over every (message, subscriber) pair and the sustained rate.
// The subscribers' EventSource clients run in the same process as the server, so the numbers include their
// parsing too: a pessimistic bound for the server alone. Budgets: every message reaches every subscriber within a
// second (p99 ≤ 1000 ms), at 3,000 deliveries a second or more.

import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppRouter } from '@cancha/api';
import { asNewUser, testServices } from '@cancha/api/testing';
import { teamPlayers, teams } from '@cancha/db';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import { serve } from '@hono/node-server';
import { createTRPCClient, httpSubscriptionLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import { createApp } from '../apps/server/src/app';

const SUBSCRIBERS = Number(process.env.SUBSCRIBERS ?? 1000);
const MESSAGES = Number(process.env.MESSAGES ?? 30);
const BUDGET_P99_MS = 1000;
const BUDGET_DELIVERIES = 3000;

const services = testServices({ config: { uploadsDir: mkdtempSync(join(tmpdir(), 'cancha-bench-')) } });
services.rateLimits.chatPerUser = { isBlocked: () => false, record: () => {} } as never;
const app = createApp({ services, webDist: null, trustProxy: false, devOutbox: false });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((done) => server.once('listening', done));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const sender = asNewUser(services);
const team = services.db
  .insert(teams)
  .values({ name: 'Bench FC', location: 'Córdoba', gender: 'MIX' })
  .returning()
  .get();
services.db.insert(teamPlayers).values({ teamId: team.id, userId: sender.user.id, role: 'CAPTAIN' }).run();
const conversation = { type: 'team' as const, id: team.id };

const sentAt = new Map<string, number>();
const latencies: number[] = [];
let received = 0;
const subscriptions: { unsubscribe(): void }[] = [];
let ready = 0;
for (let i = 0; i < SUBSCRIBERS; i++) {
  const member = asNewUser(services);
  services.db.insert(teamPlayers).values({ teamId: team.id, userId: member.user.id, role: 'PLAYER' }).run();
  const client = createTRPCClient<AppRouter>({
    links: [
      httpSubscriptionLink({
        url: `${url}/trpc`,
        EventSource,
        eventSourceOptions: {
          fetch: (input, init) =>
            fetch(input, {
              ...init,
              headers: { ...init?.headers, cookie: `${SESSION_COOKIE_NAME}=${member.token}` },
            }),
        },
      }),
    ],
  });
  subscriptions.push(
    client.chat.onMessage.subscribe(conversation, {
      onStarted: () => {
        ready += 1;
      },
      onData: (event) => {
        const at = sentAt.get((event as { data: { message: string } }).data.message);
        if (at !== undefined) latencies.push(performance.now() - at);
        received += 1;
      },
    }),
  );
}
const deadline = Date.now() + 60_000;
while (ready < SUBSCRIBERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
// onStarted fires as the stream opens; give the last ones a moment to reach the server's listener.
await new Promise((r) => setTimeout(r, 500));
console.log(`${ready} of ${SUBSCRIBERS} subscribers connected`);

const start = performance.now();
for (let i = 0; i < MESSAGES; i++) {
  const text = `mensaje ${i}`;
  sentAt.set(text, performance.now());
  await sender.api.chat.send({ ...conversation, message: text });
  // Wait until this message reached everyone before the next, so the rate is of complete fan-outs.
  const until = Date.now() + 10_000;
  while (received < (i + 1) * SUBSCRIBERS && Date.now() < until) await new Promise((r) => setImmediate(r));
}
const seconds = (performance.now() - start) / 1000;

latencies.sort((a, b) => a - b);
const at = (q: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? Number.NaN;
const rate = MESSAGES / seconds;
const complete = received === MESSAGES * SUBSCRIBERS;
console.log(
  `${received} deliveries of ${MESSAGES * SUBSCRIBERS}: p50 ${at(0.5).toFixed(1)} ms  p99 ${at(0.99).toFixed(1)} ms  ` +
    `${rate.toFixed(1)} messages/s (${(rate * SUBSCRIBERS).toFixed(0)} deliveries/s)`,
);
for (const s of subscriptions) s.unsubscribe();
server.close();
const ok = complete && at(0.99) <= BUDGET_P99_MS && rate * SUBSCRIBERS >= BUDGET_DELIVERIES;
console.log(
  ok ? 'ok' : `over budget (p99 ≤ ${BUDGET_P99_MS} ms, ≥ ${BUDGET_DELIVERIES} deliveries/s, every one)`,
);
process.exit(ok ? 0 : 1);
