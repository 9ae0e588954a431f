// Nearby-teams search over thousands of teams: run with `bun run bench:nearby`.
// Budget: p95 under 15 ms per page on the 2-core CI machine with 5,000 teams spread over Argentina.

import { asNewUser, testServices } from '@cancha/api/testing';
import { teams } from '@cancha/db';

const TEAMS = Number(process.env.TEAMS ?? 5000);
const RUNS = 200;
const BUDGET_P95_MS = 15;

const services = testServices();
const me = asNewUser(services, { lat: -31.4201, lng: -64.1888 });

// A fixed pseudo-random spread, so every run measures the same data.
let seed = 7;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
services.db.transaction((tx) => {
  for (let i = 0; i < TEAMS; i++) {
    // Half the teams cluster around big cities, the rest anywhere between -22° and -55°.
    const clustered = i % 2 === 0;
    const lat = clustered ? -31.42 + (random() - 0.5) * 0.6 : -22 - random() * 33;
    const lng = clustered ? -64.19 + (random() - 0.5) * 0.6 : -73 + random() * 20;
    tx.insert(teams)
      .values({ name: `Equipo ${i}`, location: 'x', lat, lng, gender: 'MIX' })
      .run();
  }
});

const cases = [
  { label: 'first page', input: {} },
  { label: 'CERCANO', input: { distance: 'CERCANO' as const } },
  { label: 'LEJANO', input: { distance: 'LEJANO' as const } },
  { label: 'LEJANO page 20', input: { distance: 'LEJANO' as const, offset: 200 } },
  { label: 'name filter', input: { name: 'quipo 12' } },
];

let failed = false;
for (const c of cases) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await me.api.teams.nearby(c.input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(RUNS * 0.5)]!;
  const p95 = times[Math.floor(RUNS * 0.95)]!;
  const ok = p95 <= BUDGET_P95_MS;
  failed ||= !ok;
  console.log(
    `${c.label.padEnd(16)} p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  ${ok ? 'ok' : `over ${BUDGET_P95_MS} ms`}`,
  );
}
process.exit(failed ? 1 : 0);
