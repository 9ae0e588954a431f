import type { RoundsDto } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { type Side, tournamentWithTeams } from '../test-fixtures/competition';
import { testServices } from '../testing';

// Suspensions from cards through the routers (docs/decisions/013#discipline): a player booked twice misses the
// next match and plays again after it; a sending-off suspends, and the creator may lift it on appeal.

type Setup = Awaited<ReturnType<typeof tournamentWithTeams>>;

/** The match of `side` in the round numbered `n` (1-based). */
function matchOf(r: RoundsDto, n: number, side: Side) {
  const m = r.rounds[n - 1]!.matches.find((x) => x.teamOneId === side.teamId || x.teamTwoId === side.teamId);
  if (!m) throw new Error(`no match for the team in round ${n}`);
  return m;
}

async function complete(creator: Setup['creator'], matchId: string) {
  await creator.api.matches.update({ matchId, status: 'COMPLETED' });
}

async function league(s: ReturnType<typeof testServices>) {
  const setup = await tournamentWithTeams(s, 4, {
    type: 'TWO_LEGGED_LEAGUE',
    totalTeams: 4,
    discipline: { yellowCardsForSuspension: 2, suspensionMatchesForRed: 1, resetYellowsAfterGroups: false },
  });
  const r = await setup.creator.api.fixtures.generateRound({ tournamentId: setup.tournamentId });
  return { ...setup, r };
}

describe('discipline', () => {
  it('suspends a player booked twice for the next match, refuses their events there, and lets them play after', async () => {
    const s = testServices();
    const { creator, tournamentId, sides, r } = await league(s);
    const a = sides[0]!;
    const player = a.players[1]!.user.id;
    const card = (matchId: string, type: 'YELLOW_CARD' | 'GOAL') =>
      creator.api.matches.addEvent({ matchId, teamId: a.teamId, playerId: player, type, minute: 30 });

    for (const n of [1, 2]) {
      const m = matchOf(r, n, a);
      await card(m.id, 'YELLOW_CARD');
      await complete(creator, m.id);
    }
    const third = matchOf(r, 3, a);
    let d = await creator.api.fixtures.discipline({ tournamentId });
    expect(d.rules.yellowCardsForSuspension).toBe(2);
    expect(d.players).toEqual([
      expect.objectContaining({
        playerId: player,
        teamId: a.teamId,
        yellowCards: 2,
        redCards: 0,
        accumulated: 0,
      }),
    ]);
    expect(d.suspensions).toEqual([
      expect.objectContaining({
        playerId: player,
        reason: 'YELLOW_ACCUMULATION',
        matches: 1,
        appliesTo: [expect.objectContaining({ matchId: third.id })],
        pending: 0,
        lifted: [],
      }),
    ]);
    // The captain and the player see it too, and the match screen marks them.
    expect((await a.captain.api.fixtures.discipline({ tournamentId })).suspensions).toHaveLength(1);
    const detail = await a.players[1]!.api.matches.byId({ matchId: third.id });
    const squad = detail.teamOneId === a.teamId ? detail.teamOnePlayers : detail.teamTwoPlayers;
    expect(squad.find((p) => p.userId === player)?.suspended).toBe(true);
    expect(squad.filter((p) => p.suspended)).toHaveLength(1);

    // The team's lineup names them too, with the match they miss.
    expect(await a.captain.api.fixtures.teamSuspensions({ teamId: a.teamId })).toEqual([
      expect.objectContaining({
        playerId: player,
        tournamentId,
        reason: 'YELLOW_ACCUMULATION',
        matchId: third.id,
      }),
    ]);

    await expect(card(third.id, 'GOAL')).rejects.toThrow('PLAYER_SUSPENDED');
    await complete(creator, third.id);
    // Served: the next match takes their goal.
    const fourth = matchOf(r, 4, a);
    await expect(card(fourth.id, 'GOAL')).resolves.toMatchObject({ playerId: player, type: 'GOAL' });
    d = await creator.api.fixtures.discipline({ tournamentId });
    expect(d.suspensions[0]!.appliesTo.map((m) => m.matchId)).toEqual([third.id]);
    expect(await a.captain.api.fixtures.teamSuspensions({ teamId: a.teamId })).toEqual([]);
  });

  it('suspends after a red card; only the creator lifts it, with a reason that is kept', async () => {
    const s = testServices();
    const { creator, tournamentId, sides, r } = await league(s);
    const b = sides[1]!;
    const player = b.players[2]!.user.id;
    const first = matchOf(r, 1, b);
    await creator.api.matches.addEvent({
      matchId: first.id,
      teamId: b.teamId,
      playerId: player,
      type: 'RED_CARD',
      minute: 70,
    });
    await complete(creator, first.id);
    const next = matchOf(r, 2, b);
    const goal = () =>
      creator.api.matches.addEvent({
        matchId: next.id,
        teamId: b.teamId,
        playerId: player,
        type: 'GOAL',
        minute: 5,
      });
    await expect(goal()).rejects.toThrow('PLAYER_SUSPENDED');

    const lift = {
      tournamentId,
      playerId: player,
      matchId: next.id,
      reason: 'Apelación aceptada: tarjeta mal asignada',
    };
    await expect(b.captain.api.fixtures.liftSuspension(lift)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      creator.api.fixtures.liftSuspension({ ...lift, matchId: matchOf(r, 3, b).id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(creator.api.fixtures.liftSuspension({ ...lift, reason: ' ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const d = await creator.api.fixtures.liftSuspension(lift);
    expect(d.suspensions).toEqual([
      expect.objectContaining({
        playerId: player,
        reason: 'RED_CARD',
        appliesTo: [],
        lifted: [expect.objectContaining({ matchId: next.id, reason: lift.reason })],
      }),
    ]);
    await expect(goal()).resolves.toMatchObject({ type: 'GOAL' });
    // A suspension already lifted is not lifted twice.
    await expect(creator.api.fixtures.liftSuspension(lift)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('marks a suspension match served once played, and refuses to lift it then', async () => {
    const s = testServices();
    const { creator, tournamentId, sides, r } = await league(s);
    const d = sides[3]!;
    const player = d.players[1]!.user.id;
    const first = matchOf(r, 1, d);
    await creator.api.matches.addEvent({
      matchId: first.id,
      teamId: d.teamId,
      playerId: player,
      type: 'RED_CARD',
      minute: 20,
    });
    await complete(creator, first.id);
    const next = matchOf(r, 2, d);
    const appliesTo = async () =>
      (await creator.api.fixtures.discipline({ tournamentId })).suspensions[0]!.appliesTo;
    expect(await appliesTo()).toEqual([expect.objectContaining({ matchId: next.id, served: false })]);

    await complete(creator, next.id);
    expect(await appliesTo()).toEqual([expect.objectContaining({ matchId: next.id, served: true })]);
    await expect(
      creator.api.fixtures.liftSuspension({
        tournamentId,
        playerId: player,
        matchId: next.id,
        reason: 'Apelación',
      }),
    ).rejects.toMatchObject({ message: 'MATCH_FINISHED' });
  });

  it('counts a second yellow in one match as a sending-off, not toward accumulation', async () => {
    const s = testServices();
    const { creator, tournamentId, sides, r } = await league(s);
    const c = sides[2]!;
    const player = c.players[3]!.user.id;
    const m = matchOf(r, 1, c);
    for (const minute of [10, 60]) {
      await creator.api.matches.addEvent({
        matchId: m.id,
        teamId: c.teamId,
        playerId: player,
        type: 'YELLOW_CARD',
        minute,
      });
    }
    await complete(creator, m.id);
    const d = await creator.api.fixtures.discipline({ tournamentId });
    expect(d.players[0]).toMatchObject({ yellowCards: 0, redCards: 1, secondYellows: 1 });
    expect(d.suspensions).toEqual([
      expect.objectContaining({
        reason: 'SECOND_YELLOW',
        appliesTo: [expect.objectContaining({ matchId: matchOf(r, 2, c).id })],
      }),
    ]);
  });
});
