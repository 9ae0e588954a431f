import { execute, teamPlayers } from '@cancha/db';
import { describe, expect, it } from 'vitest';
import { tournamentInput } from '../test-fixtures/tournaments';
import { asNewUser, testServices } from '../testing';

// "Aceptar todas" (issue 42, item 5): every pending request at once, oldest first, while the tournament has room.

async function requests(count: number, totalTeams: number) {
  const s = testServices();
  const creator = await asNewUser(s, { role: 'ADMIN' });
  const t = await creator.api.tournaments.create(tournamentInput({ totalTeams, type: 'LEAGUE' }));
  const captains = [];
  for (let i = 0; i < count; i++) {
    const captain = await asNewUser(s);
    const team = await captain.api.teams.create({
      name: `Equipo ${i + 1}`,
      location: 'Córdoba, Argentina',
      genderTeam: 'MIX',
      lat: -31.4,
      lng: -64.2,
    });
    // A team needs its players before it may ask (typeFutbol's minimum).
    for (let p = 0; p < 6; p++) {
      const mate = await asNewUser(s);
      await execute(
        s.db.insert(teamPlayers).values({ teamId: team.id, userId: mate.user.id, role: 'PLAYER' }),
      );
    }
    await captain.api.registrations.register({ tournamentId: t.id, teamId: team.id });
    captains.push({ captain, teamId: team.id });
  }
  return { s, creator, tournamentId: t.id, captains };
}

describe('approving every request', () => {
  it('approves the oldest requests while there is room, tells each captain, and leaves the rest pending', async () => {
    const { creator, tournamentId, captains } = await requests(4, 3);
    const answer = await creator.api.registrations.approveAll({ tournamentId });
    expect(answer.leftPending).toBe(1);
    expect(answer.approved.map((r) => r.teamId)).toEqual(captains.slice(0, 3).map((c) => c.teamId));
    const news = await captains[0]!.captain.api.notifications.list();
    // The approval, and the registration fee it charged in the tournament's cash book.
    expect(news.map((n) => n.kind).sort()).toEqual(['LEDGER_CHARGED', 'REGISTRATION_APPROVED']);
    const all = await creator.api.registrations.ofTournament({ tournamentId });
    expect(all.filter((r) => r.status === 'PENDING').map((r) => r.teamId)).toEqual([captains[3]!.teamId]);
    // Full now: another tap says so rather than doing nothing.
    await expect(creator.api.registrations.approveAll({ tournamentId })).rejects.toMatchObject({
      message: 'TOURNAMENT_FULL',
    });
  });

  it('is the organiser’s alone', async () => {
    const { s, tournamentId, captains } = await requests(2, 8);
    await expect(captains[0]!.captain.api.registrations.approveAll({ tournamentId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const other = await asNewUser(s, { role: 'ADMIN' });
    await expect(other.api.registrations.approveAll({ tournamentId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
