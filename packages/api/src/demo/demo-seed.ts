// DEMO DATA — fills an EMPTY database with sample people so a newcomer sees a living app.
// Each domain adds its own demo content here as it lands.
import {
  chatMessages,
  type Db,
  execute,
  fetchAll,
  fetchOne,
  ledgerEntries,
  matchEvents,
  matches,
  pitches,
  posts,
  referees,
  registrations,
  rounds,
  teamInvitations,
  teamPlayers,
  teams,
  tournamentPitches,
  tournaments,
  transaction,
  users,
  venues,
} from '@cancha/db';
import {
  balancesOf,
  excerptOf,
  foldText,
  type PositionKey,
  type PostType,
  readingTime,
  slugify,
  type TeamGender,
} from '@cancha/shared';
import { asc, count, eq } from 'drizzle-orm';
import { EVENT_HANDLERS } from '../after-commit';
import { hashPassword } from '../auth/password';
import { requireAccount } from '../auth/session';
import { drawFixture } from '../competition/draw.service';
import { refreshTournamentOutcome } from '../competition/outcome.service';
import { dispatchEvents } from '../events/dispatch';
import { settleCharges } from '../ledger/charges.service';
import { notify } from '../notifications/notify';
import { DEMO_ALL_ACCOUNTS, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoProde } from './demo-prode';

export async function seedDemo(db: Db): Promise<{ seeded: boolean }> {
  const existing = (await fetchOne(db.select({ n: count() }).from(users)))?.n ?? 0;
  if (existing > 0) return { seeded: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await transaction(db, async (tx) => {
    for (const { password: _p, kind: _k, listed: _s, ...a } of DEMO_ALL_ACCOUNTS) {
      await execute(
        tx.insert(users).values({ ...a, passwordHash, emailVerified: true, termsAcceptedAt: new Date() }),
      );
    }
    await seedDemoTeams(tx);
  });
  // The results' events (El Prode's scoring) are handled now: the demo opens with its game scored.
  await dispatchEvents(db, EVENT_HANDLERS);
  return { seeded: true };
}

// Coordinates of the demo places, so nearby teams work without geocoding anything.
const PLACES = {
  'Córdoba, Argentina': { lat: -31.4135, lng: -64.1811 },
  'Nueva Córdoba, Córdoba, Argentina': { lat: -31.4264, lng: -64.188 },
  'Villa Carlos Paz, Córdoba, Argentina': { lat: -31.4241, lng: -64.4978 },
  'Güemes, Córdoba, Argentina': { lat: -31.4262, lng: -64.1937 },
  'Alta Córdoba, Córdoba, Argentina': { lat: -31.393, lng: -64.178 },
  'San Vicente, Córdoba, Argentina': { lat: -31.429, lng: -64.156 },
  'Rosario, Santa Fe, Argentina': { lat: -32.9468, lng: -60.6393 },
  'Buenos Aires, Argentina': { lat: -34.6037, lng: -58.3816 },
  'Montevideo, Uruguay': { lat: -34.9011, lng: -56.1645 },
} as const;

type Member = readonly [email: string, shirt: number, position: PositionKey];

const DEMO_TEAMS: {
  name: string;
  place: keyof typeof PLACES;
  gender: TeamGender;
  captain: Member;
  players: Member[];
}[] = [
  {
    name: 'Los Pibes de Córdoba',
    place: 'Córdoba, Argentina',
    gender: 'MIX',
    captain: ['jugador@cancha.demo', 10, 'mediocentro_ofensivo'],
    players: [
      ['santiago@cancha.demo', 1, 'portero'],
      ['camila@cancha.demo', 4, 'defensa_central'],
      ['nicolas@cancha.demo', 9, 'centro_delantero'],
      ['joaquin@cancha.demo', 7, 'extremo_derecho'],
    ],
  },
  {
    name: 'Atlético Nueva Córdoba',
    place: 'Nueva Córdoba, Córdoba, Argentina',
    gender: 'MALE',
    captain: ['santiago@cancha.demo', 5, 'mediocentro_defensivo'],
    players: [['nicolas@cancha.demo', 11, 'extremo_izquierdo']],
  },
  {
    name: 'Las Leonas de Carlos Paz',
    place: 'Villa Carlos Paz, Córdoba, Argentina',
    gender: 'FEMALE',
    captain: ['valentina@cancha.demo', 8, 'centrocampista_central'],
    players: [['camila@cancha.demo', 2, 'lateral_derecho']],
  },
  // The other three teams of the demo league (mixed squads of five).
  {
    name: 'Deportivo Güemes',
    place: 'Güemes, Córdoba, Argentina',
    gender: 'MIX',
    captain: ['martina@cancha.demo', 8, 'centrocampista_central'],
    players: [
      ['lucas@cancha.demo', 1, 'portero'],
      ['sofia@cancha.demo', 3, 'lateral_izquierdo'],
      ['tomas@cancha.demo', 9, 'centro_delantero'],
      ['agustina@cancha.demo', 11, 'extremo_izquierdo'],
    ],
  },
  {
    name: 'Alta Córdoba FC',
    place: 'Alta Córdoba, Córdoba, Argentina',
    gender: 'MIX',
    captain: ['facundo@cancha.demo', 6, 'defensa_central'],
    players: [
      ['julieta@cancha.demo', 1, 'portero'],
      ['matias@cancha.demo', 10, 'mediocentro_ofensivo'],
      ['rocio@cancha.demo', 7, 'extremo_derecho'],
      ['bruno@cancha.demo', 9, 'centro_delantero'],
    ],
  },
  {
    name: 'San Vicente Unido',
    place: 'San Vicente, Córdoba, Argentina',
    gender: 'MIX',
    captain: ['paula@cancha.demo', 5, 'mediocentro_defensivo'],
    players: [
      ['gonzalo@cancha.demo', 1, 'portero'],
      ['milagros@cancha.demo', 2, 'lateral_derecho'],
      ['franco@cancha.demo', 9, 'centro_delantero'],
      ['carolina@cancha.demo', 11, 'extremo_izquierdo'],
    ],
  },
  {
    name: 'Unidos de Rosario',
    place: 'Rosario, Santa Fe, Argentina',
    gender: 'MALE',
    captain: ['joaquin@cancha.demo', 7, 'extremo_derecho'],
    players: [],
  },
];

async function seedDemoTeams(tx: Db) {
  const idOf = async (email: string) =>
    requireAccount(await fetchOne(tx.select().from(users).where(eq(users.email, email))));
  for (const account of DEMO_ALL_ACCOUNTS) {
    const place = PLACES[account.location as keyof typeof PLACES];
    if (place) await execute(tx.update(users).set(place).where(eq(users.email, account.email)));
  }
  const created = new Map<string, string>();
  for (const t of DEMO_TEAMS) {
    const captain = await idOf(t.captain[0]);
    const team = (await fetchOne(
      tx
        .insert(teams)
        .values({
          name: t.name,
          location: t.place,
          ...PLACES[t.place],
          gender: t.gender,
          createdById: captain.id,
        })
        .returning(),
    ))!;
    created.set(t.name, team.id);
    for (const [i, [email, shirtNumber, position]] of [t.captain, ...t.players].entries()) {
      await execute(
        tx.insert(teamPlayers).values({
          teamId: team.id,
          userId: (await idOf(email)).id,
          role: i === 0 ? 'CAPTAIN' : 'PLAYER',
          shirtNumber,
          position,
          // Distinct times keep the captain first and the order stable.
          createdAt: new Date(Date.now() + i),
        }),
      );
    }
  }
  // A pending invitation, so the invitations page of the demo player has something to answer.
  const santiago = await idOf('santiago@cancha.demo');
  const mateo = await idOf('jugador@cancha.demo');
  await execute(
    tx.insert(teamInvitations).values({
      teamId: created.get('Atlético Nueva Córdoba')!,
      email: mateo.email,
      playerId: mateo.id,
      invitedById: santiago.id,
    }),
  );
  await seedDemoTournaments(tx, created, mateo);
  await seedDemoConversations(tx, created, mateo.id);
  await seedDemoPosts(tx);
}

const DEMO_POSTS: { title: string; type: PostType; days: number; content: string }[] = [
  {
    title: 'Cómo armar el fixture de tu liga en cinco minutos',
    type: 'GUIDE',
    days: 2,
    content:
      '<p>Con los equipos aprobados, un clic en <strong>Generar fixture</strong> arma todas las fechas: cada equipo juega con todos, y si son impares, uno descansa por fecha sin repetir.</p><h2>Días y horarios</h2><p>Los partidos caen en los días de juego del torneo, entre el inicio y el fin, y puedes mover cualquiera desde su detalle.</p>',
  },
  {
    title: 'Desempates: qué pasa cuando dos equipos suman los mismos puntos',
    type: 'FAQ',
    days: 5,
    content:
      '<p>Primero cuentan los partidos entre los empatados; después la diferencia de gol y los goles a favor de todo el torneo; luego el fair play y, por último, el sorteo, que queda guardado para que la tabla no cambie sola.</p>',
  },
  {
    title: 'Cinco ejercicios para la pretemporada de fútbol 5',
    type: 'WORKOUT_PLAN',
    days: 9,
    content:
      '<ol><li>Rondo de cuatro contra dos.</li><li>Pases a un toque en triángulo.</li><li>Cambios de ritmo de 20 metros.</li><li>Definición tras pared.</li><li>Partido reducido a tres toques.</li></ol>',
  },
  {
    title: 'Amistosos: desafía a los equipos de tu barrio',
    type: 'NEWS',
    days: 14,
    content:
      '<p>Desde <em>Equipos cercanos</em> puedes desafiar a otro equipo a un amistoso: propones lugar, fecha y hora, su capitán responde, y el resultado suma en las estadísticas de los dos.</p>',
  },
];

async function seedDemoPosts(tx: Db) {
  const owner = await fetchOne(tx.select().from(users).where(eq(users.email, DEMO_OWNER_EMAIL)));
  for (const p of DEMO_POSTS) {
    const at = new Date(Date.now() - p.days * 86_400_000);
    await execute(
      tx.insert(posts).values({
        title: p.title,
        searchTitle: foldText(p.title),
        slug: slugify(p.title),
        type: p.type,
        content: p.content,
        excerpt: excerptOf(p.content),
        readingTime: readingTime(p.content),
        tags: [],
        authorId: owner?.id ?? null,
        createdAt: at,
        updatedAt: at,
      }),
    );
  }
}

/** A team chat with some history, and the demo player's bell telling of the invitations waiting for them. */
async function seedDemoConversations(tx: Db, teamIds: Map<string, string>, mateoId: string) {
  const idOf = async (email: string) =>
    (await fetchOne(tx.select().from(users).where(eq(users.email, email))))!.id;
  const pibes = teamIds.get('Los Pibes de Córdoba')!;
  const lines: [string, string][] = [
    ['santiago@cancha.demo', '¿Quién lleva las pecheras el sábado?'],
    ['jugador@cancha.demo', 'Yo las llevo. Nos vemos 9:30 en la cancha.'],
    ['camila@cancha.demo', 'Perfecto, llego con Nico.'],
  ];
  for (const [i, [email, message]] of lines.entries()) {
    await execute(
      tx.insert(chatMessages).values({
        conversationType: 'team',
        conversationId: pibes,
        userId: await idOf(email),
        message,
        createdAt: new Date(Date.now() - (lines.length - i) * 3_600_000),
      }),
    );
  }
  const serrana = (await fetchOne(
    tx.select().from(tournaments).where(eq(tournaments.name, 'Liga Serrana')),
  ))!;
  await notify(tx, {
    to: [mateoId],
    kind: 'TOURNAMENT_INVITATION',
    params: { tournament: serrana.name },
    refs: { tournamentId: serrana.id },
  });
  const invitation = (await fetchOne(
    tx.select().from(teamInvitations).where(eq(teamInvitations.playerId, mateoId)),
  ))!;
  await notify(tx, {
    to: [mateoId],
    kind: 'TEAM_INVITATION',
    params: { team: 'Atlético Nueva Córdoba', inviter: 'Santiago López' },
    refs: { teamId: invitation.teamId, invitationId: invitation.id },
  });
}

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Two tournaments of the demo organiser: one with Los Pibes already in, one inviting the demo player. */
async function seedDemoTournaments(
  tx: Db,
  teamIds: Map<string, string>,
  mateo: { id: string; email: string },
) {
  const organiser = (await fetchOne(
    tx.select().from(users).where(eq(users.email, 'organizador@cancha.demo')),
  ))!;
  const base = {
    category: 'AMATEUR' as const,
    typeFutbol: 7,
    startDate: isoIn(21),
    endDate: isoIn(90),
    registrationDeadline: isoIn(14),
    matchDuration: 50,
    totalPlayers: 12,
    creatorId: organiser.id,
  };
  const copa = (await fetchOne(
    tx
      .insert(tournaments)
      .values({
        ...base,
        name: 'Copa Córdoba Amateur',
        description: 'Eliminación directa los fines de semana en canchas de la ciudad.',
        location: 'Córdoba, Argentina',
        ...PLACES['Córdoba, Argentina'],
        tournamentGender: 'MIXED',
        type: 'SINGLE_ELIMINATION',
        playingDays: ['SATURDAY', 'SUNDAY'],
        totalTeams: 8,
        registrationFeeAmount: 20000,
        prizes: 'Trofeo para el campeón y medallas para los tres primeros.',
      })
      .returning(),
  ))!;
  await execute(
    tx.insert(registrations).values({
      tournamentId: copa.id,
      teamId: teamIds.get('Los Pibes de Córdoba')!,
      status: 'APPROVED',
      createdById: mateo.id,
    }),
  );
  const liga = (await fetchOne(
    tx
      .insert(tournaments)
      .values({
        ...base,
        name: 'Liga Serrana',
        description: 'Todos contra todos en Villa Carlos Paz.',
        location: 'Villa Carlos Paz, Córdoba, Argentina',
        ...PLACES['Villa Carlos Paz, Córdoba, Argentina'],
        tournamentGender: 'MIXED',
        type: 'LEAGUE',
        playingDays: ['WEDNESDAY'],
        totalTeams: 6,
        matchFeeAmount: 3000,
      })
      .returning(),
  ))!;
  await execute(
    tx.insert(registrations).values({
      tournamentId: liga.id,
      createdById: organiser.id,
      invitedEmail: mateo.email,
      invitedUserId: mateo.id,
    }),
  );
  await seedDemoLeague(tx, teamIds, organiser.id, mateo.id);
}

const LEAGUE_TEAMS = ['Los Pibes de Córdoba', 'Deportivo Güemes', 'Alta Córdoba FC', 'San Vicente Unido'];

/**
 * A league under way: four teams, a drawn fixture, two matchdays played with scorers and cards, the third
 * coming, so the standings, the next matches, the statistics and the ranking have something true to show.
 */
async function seedDemoLeague(tx: Db, teamIds: Map<string, string>, organiserId: string, mateoId: string) {
  const league = (await fetchOne(
    tx
      .insert(tournaments)
      .values({
        name: 'Liga de Primavera',
        description: 'Todos contra todos los sábados en el predio de Alta Córdoba.',
        location: 'Alta Córdoba, Córdoba, Argentina',
        ...PLACES['Alta Córdoba, Córdoba, Argentina'],
        category: 'AMATEUR',
        tournamentGender: 'MIXED',
        typeFutbol: 5,
        type: 'LEAGUE',
        startDate: isoIn(-15),
        endDate: isoIn(30),
        registrationDeadline: isoIn(-20),
        playingDays: ['SATURDAY'],
        matchDuration: 40,
        totalTeams: 4,
        totalPlayers: 10,
        // The league's money (docs/decisions/026): 20.000 to enter, 3.000 a match, fines for cards and no-shows.
        registrationFeeAmount: 20000,
        matchFeeAmount: 3000,
        fines: { yellow: 100_000, red: 300_000, noShow: 1_500_000 },
        status: 'OPEN',
        creatorId: organiserId,
      })
      .returning(),
  ))!;
  for (const name of LEAGUE_TEAMS) {
    await execute(
      tx.insert(registrations).values({
        tournamentId: league.id,
        teamId: teamIds.get(name)!,
        status: 'APPROVED',
        createdById: mateoId,
      }),
    );
  }
  await drawFixture(tx, league.id, 'demo-liga-de-primavera');
  const matchDay = await seedDemoMatchDay(tx, league.id, organiserId);
  // Predictions made before the results below, which score them.
  await seedDemoProde(tx, league.id, mateoId);
  // Two matchdays already played, a week apart; the third is next Saturday-ish.
  const days = [-14, -7, 3];
  const roundRows = await fetchAll(
    tx.select().from(rounds).where(eq(rounds.tournamentId, league.id)).orderBy(asc(rounds.number)),
  );
  const scores: [number, number][] = [
    [3, 1],
    [2, 2],
    [1, 0],
    [0, 2],
  ];
  let played = 0;
  for (const [i, round] of roundRows.entries()) {
    const list = await fetchAll(tx.select().from(matches).where(eq(matches.roundId, round.id)));
    for (const [k, m] of list.entries()) {
      // Each Saturday's two matches side by side on the predio's two pitches, refereed by the demo referee.
      const pitch = matchDay.pitches[k % matchDay.pitches.length]!;
      await execute(
        tx
          .update(matches)
          .set({
            date: isoIn(days[i] ?? 3 + 7 * i),
            time: '10:00',
            pitchId: pitch.id,
            location: `${matchDay.venueName} · ${pitch.name}`,
            refereeId: m.teamTwoId && k === 0 ? matchDay.refereeId : null,
            refereeAnswer: m.teamTwoId && k === 0 ? 'CONFIRMED' : null,
            refereeFee: m.teamTwoId && k === 0 ? 8000 : null,
          })
          .where(eq(matches.id, m.id)),
      );
      if (i >= 2 || !m.teamTwoId) continue;
      const [one, two] = scores[played++ % scores.length]!;
      await demoResult(tx, m, one, two, organiserId);
    }
  }
  await refreshTournamentOutcome(tx, league.id);
  await seedDemoCash(tx, league.id, teamIds, organiserId, matchDay.refereeId);
}

/**
 * The league's cash book as a season under way leaves it: the charges the competition made, one team paid up in
 * cash, one part-paid by transfer, two still owing, and the referee paid for the first Saturday.
 */
async function seedDemoCash(
  tx: Db,
  tournamentId: string,
  teamIds: Map<string, string>,
  organiserId: string,
  refereeId: string,
) {
  await settleCharges(tx, tournamentId);
  const owed = new Map(
    balancesOf(
      await fetchAll(tx.select().from(ledgerEntries).where(eq(ledgerEntries.tournamentId, tournamentId))),
    ).map((b) => [b.teamId, b.balance]),
  );
  const [first = '', second = ''] = LEAGUE_TEAMS;
  const paidUp = teamIds.get(first)!;
  const partly = teamIds.get(second)!;
  const entry = { tournamentId, currency: 'ARS' as const, createdById: organiserId };
  await execute(
    tx.insert(ledgerEntries).values([
      {
        ...entry,
        kind: 'PAYMENT',
        teamId: paidUp,
        amount: owed.get(paidUp) ?? 0,
        method: 'CASH',
        note: 'Cobrado en el predio',
      },
      {
        ...entry,
        kind: 'PAYMENT',
        teamId: partly,
        amount: 2_000_000,
        method: 'TRANSFER',
        note: 'Inscripción',
      },
      { ...entry, kind: 'REFEREE_PAYOUT', refereeId, amount: 800_000, method: 'CASH', note: 'Primera fecha' },
    ]),
  );
}

/** The demo organiser's predio with two pitches, Saturday-morning hours, and a referee without e-mail. */
async function seedDemoMatchDay(tx: Db, tournamentId: string, organiserId: string) {
  const venueName = 'Predio Alta Córdoba';
  const venue = (await fetchOne(
    tx
      .insert(venues)
      .values({
        creatorId: organiserId,
        name: venueName,
        address: 'Alta Córdoba, Córdoba, Argentina',
        ...PLACES['Alta Córdoba, Córdoba, Argentina'],
      })
      .returning(),
  ))!;
  const list = [];
  for (const name of ['Cancha 1', 'Cancha 2']) {
    list.push((await fetchOne(tx.insert(pitches).values({ venueId: venue.id, name }).returning()))!);
  }
  await execute(
    tx
      .insert(tournamentPitches)
      .values(list.map((p, position) => ({ tournamentId, pitchId: p.id, position }))),
  );
  await execute(
    tx
      .update(tournaments)
      .set({ matchWindows: [{ day: 'SATURDAY', from: '09:00', to: '13:00' }] })
      .where(eq(tournaments.id, tournamentId)),
  );
  const referee = (await fetchOne(
    tx.insert(referees).values({ tournamentId, name: 'Julia Pereyra', feePerMatch: 8000 }).returning(),
  ))!;
  return { venueName, pitches: list, refereeId: referee.id };
}

/** A played match: each goal by a squad player in turn, a yellow card for the losers, a man of the match. */
async function demoResult(
  tx: Db,
  m: typeof matches.$inferSelect,
  one: number,
  two: number,
  organiserId: string,
) {
  const squad = async (teamId: string) =>
    await fetchAll(
      tx
        .select()
        .from(teamPlayers)
        .where(eq(teamPlayers.teamId, teamId))
        .orderBy(asc(teamPlayers.shirtNumber)),
    );
  const events: (typeof matchEvents.$inferInsert)[] = [];
  for (const [teamId, goals] of [
    [m.teamOneId, one],
    [m.teamTwoId!, two],
  ] as const) {
    const players = (await squad(teamId)).reverse();
    for (let g = 0; g < goals; g++) {
      events.push({
        matchId: m.id,
        teamId,
        playerId: players[g % players.length]!.userId,
        type: 'GOAL',
        minute: 8 + g * 11,
      });
    }
  }
  const loser = one < two ? m.teamOneId : m.teamTwoId!;
  events.push({
    matchId: m.id,
    teamId: loser,
    playerId: (await squad(loser))[1]!.userId,
    type: 'YELLOW_CARD',
    minute: 27,
  });
  const best = one >= two ? m.teamOneId : m.teamTwoId!;
  events.push({
    matchId: m.id,
    teamId: best,
    playerId: (await squad(best)).at(-1)!.userId,
    type: 'FIG',
    minute: 40,
  });
  await execute(tx.insert(matchEvents).values(events.map((e) => ({ ...e, createdById: organiserId }))));
  await execute(
    tx
      .update(matches)
      .set({ status: 'COMPLETED', teamOneScore: one, teamTwoScore: two })
      .where(eq(matches.id, m.id)),
  );
}
