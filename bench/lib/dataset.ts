// Deterministic benchmark datasets: the same seed gives the same rows, ids and sessions on every machine.
// Rows are written with raw prepared statements (snake_case columns of packages/db) because the large dataset
// holds millions of them; the schema itself comes from the real migrations.
//
// Every size holds the same featured rows, so an endpoint is measured on identical pages at every size:
// - `page`: a 16-team public league, 10 of 15 matchdays played (the tournament page and its fixture);
// - `season`: a 64-team league with every one of its 2,016 matches played (standings at their heaviest), and its
//   cash book of about 10,000 entries: the fees and fines the competition charged, and the teams' payments;
// - `chatTeams`: teams whose members hold the sessions that send chat messages;
// - `fanout`: one team with a sender and FANOUT_SUBSCRIBERS members listening to its chat.
// The background is what grows: tournaments of 8 teams with a full season of events, teams spread over
// Latin America, and chat history.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { closeDatabase, migrateDatabase, openDatabase } from '@cancha/db';

export type DatasetSize = 'smoke' | 'small' | 'large';

const SIZES: Record<DatasetSize, { tournaments: number; teams: number; chatMessages: number }> = {
  smoke: { tournaments: 20, teams: 120, chatMessages: 2_000 },
  small: { tournaments: 100, teams: 600, chatMessages: 10_000 },
  large: { tournaments: 10_000, teams: 20_000, chatMessages: 1_000_000 },
};

export const FANOUT_SUBSCRIBERS = 1_000;
const CHAT_TEAMS = 200;
const CHAT_TEAM_MEMBERS = 10;
const PLAYERS_PER_TEAM = 5;
// Bump when the generated rows change, so cached files are rebuilt.
const GENERATOR_VERSION = 3;

export interface DatasetInfo {
  size: DatasetSize;
  path: string;
  counts: Record<string, number>;
  page: { tournamentId: string; teamId: string };
  season: { tournamentId: string; teamId: string };
  nearby: { lat: number; lng: number };
  /** Session tokens of the chat senders, each with the team whose chat they write in. */
  senders: { token: string; teamId: string }[];
  /** A token of a signed-in player who is no member of anything featured (team page, nearby). */
  viewerToken: string;
  /** A token of the organiser, who created every tournament (the season's cash book). */
  organiserToken: string;
  fanout: { teamId: string; senderToken: string; subscriberTokens: string[] };
}

/** A seeded generator (Park–Miller), so every run builds the same rows. */
function prng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

const uuid = (kind: number, n: number) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const token = (n: number) =>
  createHash('sha256').update(`bench-session-${n}`).digest('base64url').slice(0, 32);
const hashToken = (t: string) => createHash('sha256').update(t).digest('hex');

const KIND = {
  user: 1,
  team: 2,
  tournament: 3,
  round: 4,
  match: 5,
  event: 6,
  registration: 7,
  member: 8,
  ledger: 9,
};
const BASE_TIME = Date.UTC(2026, 0, 1);
// Latin American cities the background teams are spread around.
const CITIES: [string, number, number][] = [
  ['Córdoba, Argentina', -31.42, -64.19],
  ['Rosario, Argentina', -32.95, -60.65],
  ['Buenos Aires, Argentina', -34.6, -58.38],
  ['Montevideo, Uruguay', -34.9, -56.16],
  ['Santiago, Chile', -33.45, -70.66],
  ['Lima, Perú', -12.05, -77.04],
  ['Bogotá, Colombia', 4.71, -74.07],
  ['Ciudad de México, México', 19.43, -99.13],
  ['São Paulo, Brasil', -23.55, -46.63],
  ['Asunción, Paraguay', -25.26, -57.58],
];

/** The circle method: every pair once, n-1 matchdays of n/2 matches (n even). */
function roundRobin(n: number): [number, number][][] {
  const ids = Array.from({ length: n }, (_, i) => i);
  const days: [number, number][][] = [];
  for (let d = 0; d < n - 1; d++) {
    const day: [number, number][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = ids[i]!;
      const b = ids[n - 1 - i]!;
      day.push(d % 2 === 0 ? [a, b] : [b, a]);
    }
    days.push(day);
    ids.splice(1, 0, ids.pop()!);
  }
  return days;
}

function isoDay(base: string, plusDays: number) {
  return new Date(Date.parse(base) + plusDays * 86_400_000).toISOString().slice(0, 10);
}

export function datasetPath(dir: string, size: DatasetSize) {
  return join(dir, `${size}-v${GENERATOR_VERSION}.db`);
}

/** Builds the dataset file unless a complete one of this generator version is already there. */
export function ensureDataset(dir: string, size: DatasetSize, migrationsFolder?: string): DatasetInfo {
  mkdirSync(dir, { recursive: true });
  const path = datasetPath(dir, size);
  const infoPath = `${path}.json`;
  if (existsSync(path) && existsSync(infoPath)) {
    // A dataset kept from an older checkout is brought up to the current schema, as a club's database would be.
    const db = openDatabase(path);
    migrateDatabase(db, migrationsFolder);
    closeDatabase(db);
    return JSON.parse(readFileSync(infoPath, 'utf8')) as DatasetInfo;
  }
  const building = `${path}.building`;
  for (const f of [building, `${building}-wal`, `${building}-shm`]) rmSync(f, { force: true });
  const started = performance.now();
  const info = generate(building, size, migrationsFolder);
  renameSync(building, path);
  info.path = path;
  writeFileSync(infoPath, JSON.stringify(info));
  console.log(
    `dataset ${size}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    info.counts,
  );
  return info;
}

function generate(path: string, size: DatasetSize, migrationsFolder?: string): DatasetInfo {
  const spec = SIZES[size];
  const random = prng(20261122);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const db = openDatabase(path);
  migrateDatabase(db, migrationsFolder);
  const sql = db.$client;
  // A throwaway file written once: no need to sync every transaction.
  sql.pragma('synchronous = OFF');

  const counters = {
    user: 0,
    team: 0,
    tournament: 0,
    round: 0,
    match: 0,
    event: 0,
    registration: 0,
    member: 0,
    ledger: 0,
  };
  const next = (kind: keyof typeof KIND) => uuid(KIND[kind], ++counters[kind]);
  let clock = BASE_TIME;
  const tick = () => (clock += 1_000);

  const insertUser = sql.prepare(
    `insert into users (id, email, email_verified, role, fullname, lastname, username, location, lat, lng, locale,
      subscription_active, created_at, updated_at) values (?, ?, 1, ?, ?, ?, ?, ?, ?, ?, 'es', 0, ?, ?)`,
  );
  const insertSession = sql.prepare(
    'insert into sessions (id, user_id, expires_at, created_at) values (?, ?, ?, ?)',
  );
  const insertTeam = sql.prepare(
    `insert into teams (id, name, location, lat, lng, gender, created_by_id, created_at, updated_at)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertMember = sql.prepare(
    `insert into team_players (id, team_id, user_id, role, shirt_number, created_at) values (?, ?, ?, ?, ?, ?)`,
  );
  const insertTournament = sql.prepare(
    `insert into tournaments (id, name, location, lat, lng, category, tournament_gender, type_futbol, type,
      start_date, end_date, registration_deadline, playing_days, match_duration, total_teams, total_players,
      status, visibility, invite_token, creator_id, created_at, updated_at)
      values (?, ?, ?, ?, ?, 'AMATEUR', 'MIXED', 7, 'LEAGUE', ?, ?, ?, '["SATURDAY","SUNDAY"]', 50, ?, 12,
      ?, 'PUBLIC', ?, ?, ?, ?)`,
  );
  const insertRegistration = sql.prepare(
    `insert into registrations (id, tournament_id, team_id, status, created_by_id, lot, created_at)
      values (?, ?, ?, 'APPROVED', ?, ?, ?)`,
  );
  const insertRound = sql.prepare(
    `insert into rounds (id, tournament_id, number, kind, created_at) values (?, ?, ?, 'LEAGUE', ?)`,
  );
  const insertMatch = sql.prepare(
    `insert into matches (id, team_one_id, team_two_id, team_one_score, team_two_score, status, tournament_id,
      round_id, match_order, date, time, location, team_one_fair_play, team_two_fair_play, team_one_blue_cards,
      team_two_blue_cards, created_at, updated_at)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '18:00', ?, ?, ?, 0, 0, ?, ?)`,
  );
  const insertEvent = sql.prepare(
    `insert into match_events (id, match_id, team_id, player_id, type, minute, created_at) values (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertEntry = sql.prepare(
    `insert into ledger_entries (id, tournament_id, team_id, kind, amount, currency, match_id, method, note, cause,
      created_by_id, created_at) values (?, ?, ?, ?, ?, 'ARS', ?, ?, '', ?, ?, ?)`,
  );
  const insertMessage = sql.prepare(
    `insert into chat_messages (conversation_type, conversation_id, user_id, message, created_at) values (?, ?, ?, ?, ?)`,
  );

  const addUser = (label: string, role = 'PARTICIPANT', city = CITIES[0]!) => {
    const id = next('user');
    const t = tick();
    insertUser.run(
      id,
      `${label}@bench.test`,
      role,
      `Nombre ${label}`,
      'Apellido',
      label,
      city[0],
      city[1],
      city[2],
      t,
      t,
    );
    return id;
  };
  let sessionCount = 0;
  const sessionFor = (userId: string) => {
    const t = token(++sessionCount);
    insertSession.run(hashToken(t), userId, BASE_TIME + 3_650 * 86_400_000, tick());
    return t;
  };
  const squads = new Map<string, string[]>();
  const addTeam = (label: string, players: number, city: [string, number, number]) => {
    const id = next('team');
    const t = tick();
    const jitter = () => (random() - 0.5) * 0.6;
    const squad: string[] = [];
    for (let p = 0; p < players; p++) squad.push(addUser(`${label}.p${p}`, 'PARTICIPANT', city));
    insertTeam.run(
      id,
      `Equipo ${label}`,
      city[0],
      city[1] + jitter(),
      city[2] + jitter(),
      'MIX',
      squad[0] ?? null,
      t,
      t,
    );
    for (const [p, userId] of squad.entries()) {
      insertMember.run(next('member'), id, userId, p === 0 ? 'CAPTAIN' : 'PLAYER', p + 1, t);
    }
    squads.set(id, squad);
    return id;
  };

  /** A league of `teamIds` with its first `played` matchdays played (scores equal to their goal events). */
  const addLeague = (
    name: string,
    creatorId: string,
    teamIds: string[],
    played: number,
    city: [string, number, number],
  ) => {
    const id = next('tournament');
    const t = tick();
    const start = '2026-02-07';
    const days = roundRobin(teamIds.length);
    const status = played >= days.length ? 'COMPLETED' : 'IN_PROGRESS';
    insertTournament.run(
      id,
      name,
      city[0],
      city[1],
      city[2],
      start,
      isoDay(start, days.length * 7 + 7),
      '2026-02-01',
      teamIds.length,
      status,
      createHash('sha256').update(id).digest('hex').slice(0, 32),
      creatorId,
      t,
      t,
    );
    for (const teamId of teamIds) {
      insertRegistration.run(
        next('registration'),
        id,
        teamId,
        squads.get(teamId)?.[0] ?? null,
        Math.floor(random() * 2 ** 31),
        t,
      );
    }
    days.forEach((pairs, d) => {
      const roundId = next('round');
      insertRound.run(roundId, id, d + 1, t);
      pairs.forEach(([a, b], order) => {
        const one = teamIds[a]!;
        const two = teamIds[b]!;
        const matchId = next('match');
        const isPlayed = d < played;
        const goals = isPlayed ? [Math.floor(random() * 4), Math.floor(random() * 4)] : [null, null];
        // At most one card per side, so each side's stored fair play is that card's: −1 yellow, −4 red.
        const cards = [one, two].map((teamId) =>
          isPlayed && random() < 0.7
            ? {
                teamId,
                playerId: pick(squads.get(teamId)!),
                type: random() < 0.9 ? 'YELLOW_CARD' : 'RED_CARD',
              }
            : null,
        );
        const fairPlay = cards.map((c) => (c ? (c.type === 'YELLOW_CARD' ? -1 : -4) : 0));
        insertMatch.run(
          matchId,
          one,
          two,
          goals[0],
          goals[1],
          isPlayed ? 'COMPLETED' : 'SCHEDULED',
          id,
          roundId,
          order,
          isoDay(start, d * 7),
          city[0],
          isPlayed ? fairPlay[0] : 0,
          isPlayed ? fairPlay[1] : 0,
          t,
          t,
        );
        if (!isPlayed) return;
        for (const [side, teamId] of [one, two].entries()) {
          const squad = squads.get(teamId)!;
          for (let g = 0; g < goals[side]!; g++) {
            insertEvent.run(next('event'), matchId, teamId, pick(squad), 'GOAL', 5 + g * 9, t);
          }
          const card = cards[side];
          if (card) insertEvent.run(next('event'), matchId, teamId, card.playerId, card.type, 30, t);
        }
        insertEvent.run(next('event'), matchId, one, pick(squads.get(one)!), 'FIG', 50, t);
      });
    });
    return id;
  };

  /**
   * A played league's cash book (docs/decisions/026), as the competition and its organiser would have written it:
   * each team's registration fee, then matchday by matchday a match fee per team, a fine per card, and a payment
   * from each team after three matchdays in four. The book's trigger (drizzle/0029) keeps the balances.
   */
  const addBook = (tournamentId: string, organiserId: string) => {
    const fees = { registration: 50_000, perMatch: 8_000 }; // pesos, as the tournament's form takes them
    const fines = { yellow: 200_000, red: 500_000, noShow: 1_000_000 }; // centavos, as the book keeps them
    const payment = 1_200_000;
    sql
      .prepare(
        'update tournaments set registration_fee_amount = ?, match_fee_amount = ?, fines = ? where id = ?',
      )
      .run(fees.registration, fees.perMatch, JSON.stringify(fines), tournamentId);
    // Each entry a second after the one before (`at` is moved to each matchday's evening).
    let at = Date.parse('2026-02-01T12:00:00Z');
    // A charge names its cause (charges.service.ts) and no author; a payment its method and the organiser.
    const entry = (
      teamId: string,
      kind: string,
      amount: number,
      e: { matchId?: string; cause?: string; method?: string },
    ) => {
      at += 1_000;
      insertEntry.run(
        next('ledger'),
        tournamentId,
        teamId,
        kind,
        amount,
        e.matchId ?? null,
        e.method ?? null,
        e.cause ?? null,
        e.method ? organiserId : null,
        at,
      );
    };
    const registered = sql
      .prepare('select id, team_id as teamId from registrations where tournament_id = ? order by id')
      .all(tournamentId) as { id: string; teamId: string }[];
    for (const r of registered)
      entry(r.teamId, 'REGISTRATION_FEE', fees.registration * 100, { cause: `reg:${r.id}` });
    const played = sql
      .prepare(
        `select m.id, m.team_one_id as one, m.team_two_id as two, m.date, r.number from matches m
          join rounds r on r.id = m.round_id where m.tournament_id = ? and m.status = 'COMPLETED'
          order by r.number, m.match_order`,
      )
      .all(tournamentId) as { id: string; one: string; two: string; date: string; number: number }[];
    const cards = new Map<string, { id: string; teamId: string; type: string }[]>();
    const cardRows = sql
      .prepare(
        `select e.id, e.match_id as matchId, e.team_id as teamId, e.type from match_events e
          join matches m on m.id = e.match_id
          where m.tournament_id = ? and e.type in ('YELLOW_CARD', 'RED_CARD') order by e.id`,
      )
      .all(tournamentId) as { id: string; matchId: string; teamId: string; type: string }[];
    for (const c of cardRows) cards.set(c.matchId, [...(cards.get(c.matchId) ?? []), c]);
    const methods = ['CASH', 'TRANSFER', 'PIX', 'MERCADO_PAGO'];
    for (const [i, m] of played.entries()) {
      if (i === 0 || played[i - 1]!.number !== m.number) at = Date.parse(`${m.date}T20:00:00Z`);
      for (const teamId of [m.one, m.two])
        entry(teamId, 'MATCH_FEE', fees.perMatch * 100, {
          matchId: m.id,
          cause: `match:${m.id}:${teamId}`,
        });
      for (const c of cards.get(m.id) ?? [])
        entry(c.teamId, 'FINE', c.type === 'RED_CARD' ? fines.red : fines.yellow, {
          matchId: m.id,
          cause: `card:${c.id}:${c.type}`,
        });
      if (m.number % 4 === 0) continue;
      for (const [side, teamId] of [m.one, m.two].entries())
        entry(teamId, 'PAYMENT', payment, { method: methods[(m.number + side) % 4]! });
    }
  };

  let info!: DatasetInfo;
  sql.transaction(() => {
    const creator = addUser('organizador', 'ADMIN');
    const viewer = addUser('visitante');
    const viewerToken = sessionFor(viewer);

    // Featured rows: identical at every size.
    const pageTeams = Array.from({ length: 16 }, (_, i) => addTeam(`page${i}`, 10, CITIES[0]!));
    const page = addLeague('Liga de la página', creator, pageTeams, 10, CITIES[0]!);
    const seasonTeams = Array.from({ length: 64 }, (_, i) => addTeam(`season${i}`, 10, CITIES[1]!));
    const season = addLeague('Temporada de 64', creator, seasonTeams, 63, CITIES[1]!);
    addBook(season, creator);
    const senders: DatasetInfo['senders'] = [];
    for (let c = 0; c < CHAT_TEAMS; c++) {
      const teamId = addTeam(`chat${c}`, CHAT_TEAM_MEMBERS, CITIES[2]!);
      for (const userId of squads.get(teamId)!) senders.push({ token: sessionFor(userId), teamId });
    }
    const fanoutTeam = addTeam('fanout', FANOUT_SUBSCRIBERS + 1, CITIES[3]!);
    const [fanoutSender, ...fanoutListeners] = squads.get(fanoutTeam)!;

    // Background: grows with the size.
    const pool = Array.from({ length: spec.teams }, (_, i) =>
      addTeam(`t${i}`, PLAYERS_PER_TEAM, pick(CITIES)),
    );
    const background: string[] = [];
    for (let i = 0; i < spec.tournaments; i++) {
      const city = pick(CITIES);
      const chosen = new Set<string>();
      while (chosen.size < 8) chosen.add(pick(pool));
      background.push(addLeague(`Torneo ${i}`, creator, [...chosen], 7, city));
    }
    // Chat history: a tenth in the featured conversations (deep ones), the rest spread out.
    const conversations: [string, string][] = [
      ['tournament', page],
      ...senders
        .filter((_, i) => i % CHAT_TEAM_MEMBERS === 0)
        .map((s): [string, string] => ['team', s.teamId]),
      ['team', fanoutTeam],
    ];
    for (let m = 0; m < spec.chatMessages; m++) {
      const [type, conversationId] =
        m % 10 === 0
          ? pick(conversations)
          : random() < 0.5 && background.length > 0
            ? ['tournament', pick(background)]
            : ['team', pick(pool)];
      const author = type === 'team' ? pick(squads.get(conversationId) ?? [creator]) : creator;
      insertMessage.run(type, conversationId, author, `Mensaje de historial número ${m}`, tick());
    }

    info = {
      size,
      path,
      counts: { ...counters, chatMessages: spec.chatMessages },
      page: { tournamentId: page, teamId: pageTeams[3]! },
      season: { tournamentId: season, teamId: seasonTeams[5]! },
      nearby: { lat: CITIES[0]![1], lng: CITIES[0]![2] },
      senders,
      viewerToken,
      organiserToken: sessionFor(creator),
      fanout: {
        teamId: fanoutTeam,
        senderToken: sessionFor(fanoutSender!),
        subscriberTokens: fanoutListeners.map(sessionFor),
      },
    };
  })();
  closeDatabase(db);
  return info;
}
