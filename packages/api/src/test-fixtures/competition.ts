import { execute, teamPlayers } from '@cancha/db';
import type { CreateTournament, MatchDto, RoundsDto, TournamentType } from '@cancha/shared';
import { asNewUser, type testServices } from '../testing';
import { inDays } from './tournaments';

// Tournaments with approved teams, and rounds played through the routers, for the competition tests.

type Services = ReturnType<typeof testServices>;
type Player = Awaited<ReturnType<typeof asNewUser>>;

function fixtureTournamentInput(overrides: Partial<CreateTournament> = {}): CreateTournament {
  return {
    name: 'Copa Fixture',
    location: 'Córdoba, Argentina',
    lat: -31.42,
    lng: -64.19,
    category: 'AMATEUR',
    tournamentGender: 'MIXED',
    typeFutbol: 7,
    type: 'SINGLE_ELIMINATION',
    startDate: inDays(20),
    endDate: inDays(120),
    registrationDeadline: inDays(10),
    playingDays: ['SATURDAY', 'SUNDAY'],
    matchDuration: 50,
    totalTeams: 8,
    totalPlayers: 12,
    invitationOnly: false,
    status: 'OPEN',
    visibility: 'PUBLIC',
    ...overrides,
  };
}

export interface Side {
  captain: Player;
  teamId: string;
  players: Player[];
}

/**
 * A creator's tournament with `count` approved teams of five players each, named by `names` (in order) when
 * given, else 'Equipo A', 'Equipo B'…
 */
export async function tournamentWithTeams(
  s: Services,
  count: number,
  overrides: Partial<CreateTournament> = {},
  names?: readonly string[],
  /** The organiser, when the test needs one who runs several tournaments. */
  organiser?: Player,
) {
  const creator = organiser ?? (await asNewUser(s, { role: 'ADMIN' }));
  const type: TournamentType = overrides.type ?? 'SINGLE_ELIMINATION';
  const totalTeams =
    overrides.totalTeams ?? (type === 'SINGLE_ELIMINATION' ? Math.max(8, count + (count % 2)) : count);
  const t = await creator.api.tournaments.create(fixtureTournamentInput({ ...overrides, type, totalTeams }));
  const sides: Side[] = [];
  for (let i = 0; i < count; i++) {
    const captain = await asNewUser(s);
    const team = await captain.api.teams.create({
      name: names?.[i] ?? `Equipo ${String.fromCharCode(65 + i)}`,
      location: 'Córdoba, Argentina',
      genderTeam: 'MIX',
      lat: -31.4,
      lng: -64.2,
    });
    const players = [captain];
    for (let p = 1; p < 5; p++) {
      const mate = await asNewUser(s);
      await execute(
        s.db.insert(teamPlayers).values({ teamId: team.id, userId: mate.user.id, role: 'PLAYER' }),
      );
      players.push(mate);
    }
    const invite = t.inviteLink ? (new URL(t.inviteLink).searchParams.get('invite') ?? undefined) : undefined;
    const reg = await captain.api.registrations.register({ tournamentId: t.id, teamId: team.id, invite });
    await creator.api.registrations.setStatus({ registrationId: reg.id, status: 'APPROVED' });
    sides.push({ captain, teamId: team.id, players });
  }
  return { creator, tournamentId: t.id, sides };
}

export const playable = (r: RoundsDto) => r.rounds.at(-1)!.matches.filter((m) => m.teamTwoId !== null);

/** Plays every open match of the last round: the first team wins 2–1 (or as `score` says). */
export async function playLastRound(
  creator: Player,
  r: RoundsDto,
  score: (m: MatchDto) => [number, number] = () => [2, 1],
) {
  const fresh = await creator.api.fixtures.rounds({ tournamentId: r.tournamentId });
  for (const m of playable(fresh)) {
    if (m.status === 'COMPLETED') continue;
    const [one, two] = score(m);
    await creator.api.matches.update({
      matchId: m.id,
      teamOneScore: one,
      teamTwoScore: two,
      status: 'COMPLETED',
    });
  }
  return creator.api.fixtures.rounds({ tournamentId: r.tournamentId });
}
