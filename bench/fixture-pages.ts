// The fixture and standings pages of a 64-team league with a full season of events: `bun run bench:fixtures`.
// Budgets (p95, on the 2-core CI machine) are in BUDGETS below.

import { asNewUser, testServices } from '@cancha/api/testing';
import { matchEvents, matches, registrations, teamPlayers, teams, users } from '@cancha/db';
import { eq } from 'drizzle-orm';

const TEAMS = Number(process.env.TEAMS ?? 64);
const RUNS = Number(process.env.RUNS ?? 30);
const BUDGETS: Record<string, number> = {
  'fixture (rounds)': 60,
  'standings (statistics)': 175,
  'team in tournament': 60,
  'match detail': 10,
};

const services = testServices();
const { db } = services;
const creator = asNewUser(services, { role: 'ADMIN' });
const viewer = asNewUser(services);

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const tournament = await creator.api.tournaments.create({
  name: 'Liga Grande',
  location: 'Córdoba, Argentina',
  lat: -31.42,
  lng: -64.19,
  category: 'AMATEUR',
  tournamentGender: 'MIXED',
  typeFutbol: 7,
  type: 'LEAGUE',
  startDate: inDays(10),
  endDate: inDays(400),
  registrationDeadline: inDays(5),
  playingDays: ['SATURDAY', 'SUNDAY', 'WEDNESDAY'],
  matchDuration: 50,
  totalTeams: TEAMS,
  totalPlayers: 12,
  invitationOnly: false,
  status: 'OPEN',
  visibility: 'PUBLIC',
});

// A fixed pseudo-random sequence, so every run measures the same season.
let seed = 11;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};

const squads = new Map<string, string[]>();
db.transaction((tx) => {
  for (let i = 0; i < TEAMS; i++) {
    const team = tx
      .insert(teams)
      .values({ name: `Equipo ${i}`, location: 'Córdoba', gender: 'MIX' })
      .returning()
      .get();
    const squad: string[] = [];
    for (let p = 0; p < 10; p++) {
      const user = tx
        .insert(users)
        .values({ email: `p${i}.${p}@bench.test`, role: 'PARTICIPANT', fullname: `J${p}`, lastname: `E${i}` })
        .returning()
        .get();
      tx.insert(teamPlayers)
        .values({
          teamId: team.id,
          userId: user.id,
          role: p === 0 ? 'CAPTAIN' : 'PLAYER',
          shirtNumber: p + 1,
        })
        .run();
      squad.push(user.id);
    }
    squads.set(team.id, squad);
    tx.insert(registrations)
      .values({ tournamentId: tournament.id, teamId: team.id, status: 'APPROVED' })
      .run();
  }
});
const fixture = await creator.api.fixtures.generateRound({ tournamentId: tournament.id });

// Every match played, with goals by scorers, cards and a man of the match.
let events = 0;
db.transaction((tx) => {
  for (const round of fixture.rounds) {
    for (const m of round.matches) {
      if (!m.teamTwoId) continue;
      const one = Math.floor(random() * 5);
      const two = Math.floor(random() * 5);
      const rows: (typeof matchEvents.$inferInsert)[] = [];
      for (const [teamId, goals] of [
        [m.teamOneId, one],
        [m.teamTwoId, two],
      ] as const) {
        const squad = squads.get(teamId)!;
        for (let g = 0; g < goals; g++) {
          rows.push({
            matchId: m.id,
            teamId,
            playerId: squad[1 + Math.floor(random() * 9)]!,
            type: 'GOAL',
            minute: 5 + g * 9,
          });
        }
        for (let c = 0; c < 2; c++) {
          const type = random() < 0.85 ? 'YELLOW_CARD' : random() < 0.5 ? 'RED_CARD' : 'BLUE_CARD';
          rows.push({
            matchId: m.id,
            teamId,
            playerId: squad[Math.floor(random() * 10)]!,
            type,
            minute: 20 + c * 30,
          });
        }
      }
      rows.push({
        matchId: m.id,
        teamId: m.teamOneId,
        playerId: squads.get(m.teamOneId)![5]!,
        type: 'FIG',
        minute: 50,
      });
      tx.insert(matchEvents).values(rows).run();
      events += rows.length;
      tx.update(matches)
        .set({ status: 'COMPLETED', teamOneScore: one, teamTwoScore: two })
        .where(eq(matches.id, m.id))
        .run();
    }
  }
});
const played = fixture.rounds.reduce((n, r) => n + r.matches.filter((m) => m.teamTwoId).length, 0);
console.log(`${TEAMS} teams, ${fixture.rounds.length} matchdays, ${played} matches, ${events} events`);

const someTeam = [...squads.keys()][7]!;
const someMatch = fixture.rounds[30]!.matches.find((m) => m.teamTwoId)!.id;
const cases: { label: string; run: () => Promise<unknown> }[] = [
  { label: 'fixture (rounds)', run: () => viewer.api.fixtures.rounds({ tournamentId: tournament.id }) },
  {
    label: 'standings (statistics)',
    run: () => viewer.api.fixtures.statistics({ tournamentId: tournament.id }),
  },
  {
    label: 'team in tournament',
    run: () => viewer.api.fixtures.teamInTournament({ tournamentId: tournament.id, teamId: someTeam }),
  },
  { label: 'match detail', run: () => viewer.api.matches.byId({ matchId: someMatch }) },
];

let failed = false;
for (const c of cases) {
  await c.run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await c.run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(RUNS * 0.5)]!;
  const p95 = times[Math.min(RUNS - 1, Math.floor(RUNS * 0.95))]!;
  const budget = BUDGETS[c.label]!;
  const ok = p95 <= budget;
  failed ||= !ok;
  console.log(
    `${c.label.padEnd(24)} p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  ${ok ? 'ok' : `over ${budget} ms`}`,
  );
}
process.exit(failed ? 1 : 0);
