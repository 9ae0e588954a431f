import { notificationText } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { tournamentWithTeams } from '../test-fixtures/competition';
import { testServices } from '../testing';

// What a player hears of their matches and their suspensions (issue 42): a match placed on a pitch, a whole
// fixture placed at once (one notice per team, not one per match), a card that suspends them and its lift.

type Player = Awaited<ReturnType<typeof tournamentWithTeams>>['sides'][number]['captain'];

const kinds = async (p: Player) => (await p.api.notifications.list()).map((n) => n.kind);

async function withPitches(setup: Awaited<ReturnType<typeof tournamentWithTeams>>) {
  const { creator, tournamentId } = setup;
  const venue = await creator.api.matchDay.createVenue({
    name: 'Complejo Sur',
    address: 'Rosario, Argentina',
    pitches: [{ name: 'Cancha 1' }, { name: 'Cancha 2' }],
  });
  await creator.api.tournaments.update({
    tournamentId,
    pitchIds: venue.pitches.map((p) => p.id),
    matchWindows: [{ day: 'SATURDAY', from: '09:00', to: '13:00' }],
  });
}

describe('match notices', () => {
  it('tell each player where and when their one match is, once it is placed on a pitch', async () => {
    const s = testServices();
    const setup = await tournamentWithTeams(s, 4, { type: 'SINGLE_ELIMINATION', playingDays: ['SATURDAY'] });
    await withPitches(setup);
    await setup.creator.api.fixtures.generateRound({ tournamentId: setup.tournamentId });
    const mate = setup.sides[0]!.players[3]!;
    const [notice] = await mate.api.notifications.list();
    expect(notice).toMatchObject({ kind: 'MATCH_SCHEDULED', tournamentId: setup.tournamentId });
    expect(notice!.params.location).toMatch(/Cancha [12] · Complejo Sur|Complejo Sur/);
    expect(notice!.params.time).toMatch(/^\d{2}:\d{2}$/);
    expect(notificationText(notice!).id).toBe('notification.matchScheduled');
    // The organiser, who placed it, hears nothing.
    expect(await kinds(setup.creator)).not.toContain('MATCH_SCHEDULED');
  });

  it('tell a team once, with how many, when a whole fixture is placed', async () => {
    const s = testServices();
    const setup = await tournamentWithTeams(s, 4, {
      type: 'LEAGUE',
      totalTeams: 4,
      playingDays: ['SATURDAY'],
    });
    await withPitches(setup);
    await setup.creator.api.fixtures.generateRound({ tournamentId: setup.tournamentId });
    const list = await setup.sides[1]!.players[2]!.api.notifications.list();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: 'MATCH_SCHEDULED',
      teamId: setup.sides[1]!.teamId,
      params: { count: '3', team: 'Equipo B' },
    });
    expect(notificationText(list[0]!).id).toBe('notification.matchesScheduled');
  });
});

describe('suspension notices', () => {
  it('tell the player and their captain of a red card’s suspension, and of its lift', async () => {
    const s = testServices();
    const setup = await tournamentWithTeams(s, 4, {
      type: 'TWO_LEGGED_LEAGUE',
      totalTeams: 4,
      discipline: { yellowCardsForSuspension: 2, suspensionMatchesForRed: 1, resetYellowsAfterGroups: false },
    });
    const { creator, tournamentId, sides } = setup;
    const r = await creator.api.fixtures.generateRound({ tournamentId });
    const b = sides[1]!;
    const player = b.players[2]!;
    const ofB = (n: number) =>
      r.rounds[n]!.matches.find((m) => m.teamOneId === b.teamId || m.teamTwoId === b.teamId)!;
    await creator.api.matches.addEvent({
      matchId: ofB(0).id,
      teamId: b.teamId,
      playerId: player.user.id,
      type: 'RED_CARD',
      minute: 70,
    });
    await creator.api.matches.update({ matchId: ofB(0).id, status: 'COMPLETED' });
    const suspended = (await player.api.notifications.list()).filter((n) => n.kind === 'PLAYER_SUSPENDED');
    expect(suspended).toHaveLength(1);
    expect(suspended[0]!.params).toMatchObject({ team: 'Equipo B', matches: '1' });
    expect(await kinds(b.captain)).toContain('PLAYER_SUSPENDED');
    // A team-mate who picks nobody hears nothing of it.
    expect(await kinds(b.players[1]!)).not.toContain('PLAYER_SUSPENDED');

    await creator.api.fixtures.liftSuspension({
      tournamentId,
      playerId: player.user.id,
      matchId: ofB(1).id,
      reason: 'Apelación aceptada',
    });
    const lifted = (await player.api.notifications.list()).find((n) => n.kind === 'SUSPENSION_LIFTED');
    expect(lifted).toMatchObject({ matchId: ofB(1).id, tournamentId });
    expect(notificationText(lifted!).id).toBe('notification.suspensionLifted');
    expect(await kinds(b.captain)).toContain('SUSPENSION_LIFTED');
  });
});
