import type { APIRequestContext, Browser } from '@playwright/test';
import { apiPlayer, newPlayer, ok } from './fixtures';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** An open, public four-team league of fútbol 5 on Saturdays, starting in ten days; `extra` changes any field. */
function tournamentBody(name: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    location: 'Córdoba, Argentina',
    category: 'AMATEUR',
    tournamentGender: 'MIXED',
    typeFutbol: 5,
    type: 'LEAGUE',
    startDate: inDays(10),
    endDate: inDays(90),
    registrationDeadline: inDays(5),
    playingDays: ['SATURDAY'],
    matchDuration: 40,
    totalTeams: 4,
    totalPlayers: 10,
    status: 'OPEN',
    visibility: 'PUBLIC',
    ...extra,
  };
}

/** A league created over REST by its organiser, named `name` with a suffix that keeps runs apart. */
export async function createLeague(
  api: APIRequestContext,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; name: string }> {
  const { tournament } = await ok<{ tournament: { id: string; name: string } }>(
    api.post('/api/v1/tournaments', { data: tournamentBody(`${name} ${Date.now().toString(36)}`, extra) }),
  );
  return tournament;
}

/**
 * A creator (with a page) and a knock-out tournament with `count` approved teams of five, made through the API so
 * the journey spends its time on the fixture screens. Four shared team-mates complete every squad. `names` gives
 * the teams their names (the rest are 'Equipo A …', 'Equipo B …').
 */
export async function knockoutWithTeams(
  browser: Browser,
  baseURL: string,
  count = 8,
  names: string[] = [],
  format: Record<string, unknown> = {},
) {
  const creator = await newPlayer(browser, baseURL, { fullname: 'Fede', lastname: 'Fixture', role: 'ADMIN' });
  const name = `Copa Llave ${Date.now().toString(36)}`;
  const { tournament } = await ok<{ tournament: { id: string } }>(
    creator.context.request.post('/api/v1/tournaments', {
      data: tournamentBody(name, {
        type: 'SINGLE_ELIMINATION',
        totalTeams: Math.max(8, count + (count % 2)),
        ...format,
      }),
    }),
  );

  const mates = [];
  for (let i = 0; i < 4; i++)
    mates.push(await apiPlayer(browser, baseURL, { fullname: `Compa${i}`, lastname: 'Suplente' }));
  const teams: { id: string; name: string; captain: Awaited<ReturnType<typeof apiPlayer>> }[] = [];
  for (let i = 0; i < count; i++) {
    const captain = await apiPlayer(browser, baseURL, { fullname: `Capi${i}`, lastname: 'Llave' });
    const teamName = names[i] ?? `Equipo ${String.fromCharCode(65 + i)} ${Date.now().toString(36).slice(-3)}`;
    const teamId = await enterTeam(creator.context.request, tournament.id, captain, mates, teamName);
    teams.push({ id: teamId, name: teamName, captain });
  }
  return { creator, tournamentId: tournament.id, name, teams };
}

type Person = Pick<Awaited<ReturnType<typeof apiPlayer>>, 'api' | 'email'>;

/**
 * The captain's team named `teamName`, with `mates` invited and accepted, registered in the tournament and approved
 * by its creator; the team's id.
 */
export async function enterTeam(
  creator: APIRequestContext,
  tournamentId: string,
  captain: Person,
  mates: Person[],
  teamName: string,
): Promise<string> {
  const { team } = await ok<{ team: { id: string } }>(
    captain.api.post('/api/v1/team', {
      data: { name: teamName, location: 'Córdoba, Argentina', genderTeam: 'MIX' },
    }),
  );
  for (const mate of mates) {
    const { invitation } = await ok<{ invitation: { id: string } }>(
      captain.api.post('/api/v1/invitations', {
        data: { playerEmail: mate.email, teamId: team.id, locale: 'es' },
      }),
    );
    await ok(
      mate.api.put('/api/v1/invitations', {
        data: { id: invitation.id, teamId: team.id, responseInvitation: 'ACCEPTED' },
      }),
    );
  }
  const { registration } = await ok<{ registration: { id: string } }>(
    captain.api.post('/api/v1/registrations', { data: { tournamentId, teamId: team.id } }),
  );
  await ok(creator.put(`/api/v1/registrations/${registration.id}/status`, { data: { status: 'APPROVED' } }));
  return team.id;
}
