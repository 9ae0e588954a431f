import type { Browser } from '@playwright/test';
import { apiPlayer, newPlayer, ok } from './fixtures';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

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
      data: {
        name,
        location: 'Córdoba, Argentina',
        category: 'AMATEUR',
        tournamentGender: 'MIXED',
        typeFutbol: 5,
        type: 'SINGLE_ELIMINATION',
        startDate: inDays(10),
        endDate: inDays(90),
        registrationDeadline: inDays(5),
        playingDays: ['SATURDAY'],
        matchDuration: 40,
        totalTeams: Math.max(8, count + (count % 2)),
        totalPlayers: 10,
        status: 'OPEN',
        visibility: 'PUBLIC',
        ...format,
      },
    }),
  );
  const mates = [];
  for (let i = 0; i < 4; i++)
    mates.push(await apiPlayer(browser, baseURL, { fullname: `Compa${i}`, lastname: 'Suplente' }));
  const teams: { id: string; name: string; captain: Awaited<ReturnType<typeof apiPlayer>> }[] = [];
  for (let i = 0; i < count; i++) {
    const captain = await apiPlayer(browser, baseURL, { fullname: `Capi${i}`, lastname: 'Llave' });
    const teamName = names[i] ?? `Equipo ${String.fromCharCode(65 + i)} ${Date.now().toString(36).slice(-3)}`;
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
      captain.api.post('/api/v1/registrations', { data: { tournamentId: tournament.id, teamId: team.id } }),
    );
    await ok(
      creator.context.request.put(`/api/v1/registrations/${registration.id}/status`, {
        data: { status: 'APPROVED' },
      }),
    );
    teams.push({ id: team.id, name: teamName, captain });
  }
  return { creator, tournamentId: tournament.id, name, teams };
}
