// DEMO DATA — fills an EMPTY database with sample people so a newcomer sees a living app.
// Each domain adds its own demo content here as it lands.
import {
  type Db,
  type Queryable,
  registrations,
  teamInvitations,
  teamPlayers,
  teams,
  tournaments,
  users,
} from '@cancha/db';
import type { PositionKey, TeamGender } from '@cancha/shared';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { DEMO_ALL_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

export async function seedDemo(db: Db): Promise<{ seeded: boolean }> {
  const existing = db.select({ n: count() }).from(users).get()?.n ?? 0;
  if (existing > 0) return { seeded: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  db.transaction((tx) => {
    for (const { password: _p, label: _l, listed: _s, ...a } of DEMO_ALL_ACCOUNTS) {
      tx.insert(users)
        .values({ ...a, passwordHash, emailVerified: true, termsAcceptedAt: new Date() })
        .run();
    }
    seedDemoTeams(tx);
  });
  return { seeded: true };
}

// Coordinates of the demo places, so nearby teams work without geocoding anything.
const PLACES = {
  'Córdoba, Argentina': { lat: -31.4135, lng: -64.1811 },
  'Nueva Córdoba, Córdoba, Argentina': { lat: -31.4264, lng: -64.188 },
  'Villa Carlos Paz, Córdoba, Argentina': { lat: -31.4241, lng: -64.4978 },
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
  {
    name: 'Unidos de Rosario',
    place: 'Rosario, Santa Fe, Argentina',
    gender: 'MALE',
    captain: ['joaquin@cancha.demo', 7, 'extremo_derecho'],
    players: [],
  },
];

function seedDemoTeams(tx: Queryable) {
  const idOf = (email: string) => tx.select().from(users).where(eq(users.email, email)).get()!;
  for (const account of DEMO_ALL_ACCOUNTS) {
    const place = PLACES[account.location as keyof typeof PLACES];
    if (place) tx.update(users).set(place).where(eq(users.email, account.email)).run();
  }
  const created = new Map<string, string>();
  for (const t of DEMO_TEAMS) {
    const captain = idOf(t.captain[0]);
    const team = tx
      .insert(teams)
      .values({
        name: t.name,
        location: t.place,
        ...PLACES[t.place],
        gender: t.gender,
        createdById: captain.id,
      })
      .returning()
      .get();
    created.set(t.name, team.id);
    for (const [i, [email, shirtNumber, position]] of [t.captain, ...t.players].entries()) {
      tx.insert(teamPlayers)
        .values({
          teamId: team.id,
          userId: idOf(email).id,
          role: i === 0 ? 'CAPTAIN' : 'PLAYER',
          shirtNumber,
          position,
          // Distinct times keep the captain first and the order stable.
          createdAt: new Date(Date.now() + i),
        })
        .run();
    }
  }
  // A pending invitation, so the invitations page of the demo player has something to answer.
  const santiago = idOf('santiago@cancha.demo');
  const mateo = idOf('jugador@cancha.demo');
  tx.insert(teamInvitations)
    .values({
      teamId: created.get('Atlético Nueva Córdoba')!,
      email: mateo.email,
      playerId: mateo.id,
      invitedById: santiago.id,
    })
    .run();
  seedDemoTournaments(tx, created, mateo);
}

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Two tournaments of the demo organiser: one with Los Pibes already in, one inviting the demo player. */
function seedDemoTournaments(
  tx: Queryable,
  teamIds: Map<string, string>,
  mateo: { id: string; email: string },
) {
  const organiser = tx.select().from(users).where(eq(users.email, 'organizador@cancha.demo')).get()!;
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
  const copa = tx
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
    .returning()
    .get();
  tx.insert(registrations)
    .values({
      tournamentId: copa.id,
      teamId: teamIds.get('Los Pibes de Córdoba')!,
      status: 'APPROVED',
      createdById: mateo.id,
    })
    .run();
  const liga = tx
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
    .returning()
    .get();
  tx.insert(registrations)
    .values({
      tournamentId: liga.id,
      createdById: organiser.id,
      invitedEmail: mateo.email,
      invitedUserId: mateo.id,
    })
    .run();
}
