import { execute, fetchAll, fetchOne, matches, notifications, tournaments, transaction } from '@cancha/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../demo/demo-seed';
import { tournamentWithTeams } from '../test-fixtures/competition';
import { inDays } from '../test-fixtures/tournaments';
import { asNewUser, testServices } from '../testing';
import { sendReminders } from './notices';
import { rebuildGame } from './scoring.service';

// El Prode through the routers (docs/decisions/015-prode.md): games, the closing rule, privacy, scoring and
// re-scoring, the leaderboard, private leagues and the notices.

type Services = ReturnType<typeof testServices>;

async function leagueGame(s: Services) {
  const setup = await tournamentWithTeams(s, 4, { type: 'LEAGUE', totalTeams: 4 });
  const { creator, tournamentId } = setup;
  await creator.api.fixtures.generateRound({ tournamentId });
  const owner = await asNewUser(s, { email: 'owner@cancha.test' });
  const game = await owner.api.prode.createGame({
    name: 'Prode de Primavera',
    rules: 'Acierta los resultados.',
    prize: 'Una camiseta',
    tournaments: [{ tournamentId }],
  });
  const rounds = (await creator.api.fixtures.rounds({ tournamentId })).rounds;
  const byRound = rounds.map((r) => r.matches.filter((m) => m.teamTwoId));
  return { ...setup, owner, game, rounds: byRound };
}

const result = (
  creator: { api: Awaited<ReturnType<typeof asNewUser>>['api'] },
  matchId: string,
  one: number,
  two: number,
) => creator.api.matches.update({ matchId, teamOneScore: one, teamTwoScore: two, status: 'COMPLETED' });

/** The match kicked off an hour ago by the server's clock. */
async function kickOff(s: Services, matchId: string) {
  const at = new Date(Date.now() - 60 * 60 * 1000);
  const local = new Date(at.toLocaleString('en-US', { timeZone: 'America/Argentina/Buenos_Aires' }));
  const pad = (n: number) => String(n).padStart(2, '0');
  await execute(
    s.db
      .update(matches)
      .set({
        date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
        time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
      })
      .where(eq(matches.id, matchId)),
  );
}

describe('games', () => {
  it('the site owners run games over public tournaments; a creator only over their own one', async () => {
    const s = testServices();
    const { creator, tournamentId, game } = await leagueGame(s);
    expect(game).toMatchObject({
      scope: 'SITE',
      scoring: { exact: 3, outcome: 1, championBonus: 5 },
      status: 'UPCOMING',
      players: 0,
      canManage: true,
    });
    const player = await asNewUser(s);
    await expect(
      player.api.prode.createGame({ name: 'Mío', tournaments: [{ tournamentId }] }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const own = await creator.api.prode.createGame({
      name: 'Prode del club',
      scoring: { exact: 5, outcome: 2, championBonus: 0 },
      tournaments: [{ tournamentId }],
    });
    expect(own).toMatchObject({ scope: 'TOURNAMENT', canManage: true });
    const other = await asNewUser(s, { role: 'ADMIN' });
    await expect(
      other.api.prode.createGame({ name: 'Ajeno', tournaments: [{ tournamentId }] }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(other.api.prode.deleteGame({ gameId: own.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // Scoring where the outcome pays more than the exact score is refused.
    await expect(
      creator.api.prode.createGame({
        name: 'Raro',
        scoring: { exact: 1, outcome: 3, championBonus: 0 },
        tournaments: [{ tournamentId }],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const listed = await player.api.prode.games({ tournamentId });
    expect(listed.map((g) => g.name).sort()).toEqual(['Prode de Primavera', 'Prode del club']);
    expect(listed.every((g) => !g.canManage)).toBe(true);
    // Its maker deletes it, players and all.
    await player.api.prode.join({ gameId: own.id });
    await creator.api.prode.deleteGame({ gameId: own.id });
    expect((await player.api.prode.games({})).map((g) => g.name)).toEqual(['Prode de Primavera']);
  });

  it('a private tournament cannot carry a game: its matches would be shown to everyone', async () => {
    const s = testServices();
    const { creator, tournamentId } = await tournamentWithTeams(s, 2, { visibility: 'PRIVATE' });
    await expect(
      creator.api.prode.createGame({ name: 'Secreto', tournaments: [{ tournamentId }] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('predicting', () => {
  it('stops for players who may no longer see a tournament made private; its players go on', async () => {
    const s = testServices();
    const { creator, tournamentId, sides, game, rounds } = await leagueGame(s);
    const stranger = await asNewUser(s, { emailVerified: false });
    const insider = sides[0]!.players[1]!;
    for (const who of [stranger, insider]) await who.api.prode.join({ gameId: game.id });
    const match = rounds[0]![0]!;
    await stranger.api.prode.predict({
      gameId: game.id,
      matchId: match.id,
      teamOneScore: 1,
      teamTwoScore: 0,
    });
    await creator.api.tournaments.update({ tournamentId, visibility: 'PRIVATE' });
    await expect(
      stranger.api.prode.predict({ gameId: game.id, matchId: match.id, teamOneScore: 2, teamTwoScore: 0 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      stranger.api.prode.pickChampion({ gameId: game.id, tournamentId, teamId: sides[0]!.teamId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Nothing of it is shown them any more, not even their own earlier prediction.
    expect((await stranger.api.prode.predictions({ gameId: game.id })).predictions).toEqual([]);
    expect((await stranger.api.prode.card({ gameId: game.id })).matches).toEqual([]);
    // A player of the tournament still sees and predicts it.
    await insider.api.prode.predict({ gameId: game.id, matchId: match.id, teamOneScore: 0, teamTwoScore: 0 });
    expect((await insider.api.prode.card({ gameId: game.id })).matches.length).toBeGreaterThan(0);
  });

  it('closes at kick-off by the server clock; a late prediction is refused and the earlier one kept', async () => {
    const s = testServices();
    const { game, rounds } = await leagueGame(s);
    const ana = await asNewUser(s);
    const match = rounds[0]![0]!;
    await expect(
      ana.api.prode.predict({ gameId: game.id, matchId: match.id, teamOneScore: 1, teamTwoScore: 0 }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'PRODE_NOT_JOINED' });
    await ana.api.prode.join({ gameId: game.id });
    await ana.api.prode.predict({ gameId: game.id, matchId: match.id, teamOneScore: 1, teamTwoScore: 0 });
    // Changed until kick-off.
    await ana.api.prode.predict({ gameId: game.id, matchId: match.id, teamOneScore: 2, teamTwoScore: 2 });
    await kickOff(s, match.id);
    await expect(
      ana.api.prode.predict({ gameId: game.id, matchId: match.id, teamOneScore: 3, teamTwoScore: 0 }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'PREDICTIONS_CLOSED' });
    const mine = await ana.api.prode.predictions({ gameId: game.id });
    expect(mine.predictions).toEqual([
      expect.objectContaining({ matchId: match.id, teamOneScore: 2, teamTwoScore: 2 }),
    ]);
    // A match already in play is closed whatever its date says.
    const other = rounds[0]![1]!;
    await execute(
      s.db
        .update(matches)
        .set({ status: 'IN_PROGRESS', date: inDays(3) })
        .where(eq(matches.id, other.id)),
    );
    await expect(
      ana.api.prode.predict({ gameId: game.id, matchId: other.id, teamOneScore: 0, teamTwoScore: 0 }),
    ).rejects.toMatchObject({ message: 'PREDICTIONS_CLOSED' });
  });

  it('nobody sees another player’s prediction of a match before it starts', async () => {
    const s = testServices();
    const { game, rounds } = await leagueGame(s);
    const ana = await asNewUser(s);
    const beto = await asNewUser(s);
    for (const p of [ana, beto]) await p.api.prode.join({ gameId: game.id });
    const [first, second] = rounds[0]!;
    await ana.api.prode.predict({ gameId: game.id, matchId: first!.id, teamOneScore: 1, teamTwoScore: 0 });
    await ana.api.prode.predict({ gameId: game.id, matchId: second!.id, teamOneScore: 0, teamTwoScore: 3 });
    await beto.api.prode.predict({ gameId: game.id, matchId: first!.id, teamOneScore: 2, teamTwoScore: 2 });
    expect((await beto.api.prode.predictions({ gameId: game.id, userId: ana.user.id })).predictions).toEqual(
      [],
    );
    expect(
      (await beto.api.prode.predictions({ gameId: game.id, matchId: first!.id })).predictions.map(
        (p) => p.userId,
      ),
    ).toEqual([beto.user.id]);
    await kickOff(s, first!.id);
    const seen = (await beto.api.prode.predictions({ gameId: game.id, userId: ana.user.id })).predictions;
    expect(seen.map((p) => p.matchId)).toEqual([first!.id]);
    expect(
      (await beto.api.prode.predictions({ gameId: game.id, matchId: first!.id })).predictions
        .map((p) => p.userId)
        .sort(),
    ).toEqual([ana.user.id, beto.user.id].sort());
  });
});

describe('the next deadline', () => {
  it('is the next kick-off of a match still open: never one passed, nor an undated one', async () => {
    const s = testServices();
    const { game, rounds } = await leagueGame(s);
    const visitor = await asNewUser(s);
    const [first, second] = rounds[0]!;
    const deadline = async () => (await visitor.api.prode.game({ gameId: game.id })).nextDeadline;
    const closesAt = async (matchId: string) =>
      (await visitor.api.prode.card({ gameId: game.id, roundId: first!.roundId! })).matches.find(
        (m) => m.matchId === matchId,
      )!.closesAt;
    // No match has a date: nothing closes yet.
    await execute(
      s.db
        .update(matches)
        .set({ date: null, time: null })
        .where(eq(matches.tournamentId, game.tournaments[0]!.id)),
    );
    expect(await deadline()).toBeNull();
    await execute(
      s.db
        .update(matches)
        .set({ date: inDays(5), time: '18:00' })
        .where(eq(matches.id, second!.id)),
    );
    await execute(
      s.db
        .update(matches)
        .set({ date: inDays(2), time: '20:00' })
        .where(eq(matches.id, first!.id)),
    );
    expect(await deadline()).toBe(await closesAt(first!.id));
    expect((await visitor.api.prode.games({}))[0]!.nextDeadline).toBe(await closesAt(first!.id));
    // Once the first kicks off, the second is next; a match already in play closes nothing, whatever its date.
    await kickOff(s, first!.id);
    expect(await deadline()).toBe(await closesAt(second!.id));
    await execute(s.db.update(matches).set({ status: 'IN_PROGRESS' }).where(eq(matches.id, second!.id)));
    expect(await deadline()).toBeNull();
  });
});

describe('scoring and the leaderboard', () => {
  it('scores as the rules say, re-scores a corrected result and ranks by points, exact scores, joining', async () => {
    const s = testServices();
    const { creator, owner, game, rounds } = await leagueGame(s);
    const [ana, beto, carla] = [await asNewUser(s), await asNewUser(s), await asNewUser(s)];
    for (const p of [ana, beto, carla]) await p.api.prode.join({ gameId: game.id });
    const [m1, m2] = rounds[0]!;
    const put = (p: typeof ana, matchId: string, one: number, two: number) =>
      p.api.prode.predict({ gameId: game.id, matchId, teamOneScore: one, teamTwoScore: two });
    await put(ana, m1!.id, 2, 1); // exact
    await put(ana, m2!.id, 0, 0); // wrong
    await put(beto, m1!.id, 1, 0); // outcome
    await put(beto, m2!.id, 1, 1); // outcome (a draw)
    await put(carla, m1!.id, 0, 1); // wrong
    await result(creator, m1!.id, 2, 1);
    await result(creator, m2!.id, 3, 3);
    let board = await carla.api.prode.leaderboard({ gameId: game.id });
    expect(board.entries.map((e) => [e.userId, e.points, e.exact, e.position])).toEqual([
      [ana.user.id, 4, 1, 1], // 3 exact + 1 for the draw outcome (0-0 vs 3-3)
      [beto.user.id, 2, 0, 2],
      [carla.user.id, 0, 0, 3],
    ]);
    expect(board.me).toMatchObject({ userId: carla.user.id, position: 3 });
    // A corrected result is scored again: 2-1 becomes 1-0, Beto's prediction is now exact.
    await creator.api.matches.update({ matchId: m1!.id, status: 'SCHEDULED' });
    board = await carla.api.prode.leaderboard({ gameId: game.id });
    expect(board.entries.map((e) => e.points)).toEqual([1, 1, 0]);
    await result(creator, m1!.id, 1, 0);
    board = await carla.api.prode.leaderboard({ gameId: game.id });
    expect(board.entries.map((e) => [e.userId, e.points, e.exact])).toEqual([
      [beto.user.id, 4, 1],
      [ana.user.id, 2, 0],
      [carla.user.id, 0, 0],
    ]);
    // Idempotent and recomputable: the rebuild gives the same totals.
    await owner.api.prode.rebuild({ gameId: game.id });
    expect((await carla.api.prode.leaderboard({ gameId: game.id })).entries.map((e) => e.points)).toEqual([
      4, 2, 0,
    ]);
    // New scoring re-scores everything.
    await owner.api.prode.updateGame({
      gameId: game.id,
      scoring: { exact: 5, outcome: 2, championBonus: 5 },
    });
    expect((await carla.api.prode.leaderboard({ gameId: game.id })).entries.map((e) => e.points)).toEqual([
      7, 4, 0,
    ]);
    // The points of the round, and each player's points after it.
    const round = await carla.api.prode.leaderboard({ gameId: game.id, roundId: m1!.roundId! });
    expect(round.entries.map((e) => e.points)).toEqual([7, 4, 0]);
    const notices = await fetchAll(
      s.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, beto.user.id), eq(notifications.kind, 'PRODE_POINTS'))),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.params).toMatchObject({ game: 'Prode de Primavera', gameId: game.id });
  });

  it('a match decided off the pitch scores nothing; players level on points and exact scores keep joining order', async () => {
    const s = testServices();
    const { creator, game, rounds } = await leagueGame(s);
    const [ana, beto] = [await asNewUser(s), await asNewUser(s)];
    await ana.api.prode.join({ gameId: game.id });
    await beto.api.prode.join({ gameId: game.id });
    const [m1] = rounds[0]!;
    await ana.api.prode.predict({ gameId: game.id, matchId: m1!.id, teamOneScore: 3, teamTwoScore: 0 });
    await creator.api.matches.walkover({ matchId: m1!.id, absentTeamId: m1!.teamTwoId! });
    const board = await ana.api.prode.leaderboard({ gameId: game.id });
    expect(board.entries.map((e) => [e.userId, e.points, e.position])).toEqual([
      [ana.user.id, 0, 1],
      [beto.user.id, 0, 2],
    ]);
  });

  it('shows each player’s move since before the last matchday, and forgets a deleted account', async () => {
    const s = testServices();
    const { creator, game, rounds } = await leagueGame(s);
    const [ana, beto] = [await asNewUser(s), await asNewUser(s)];
    for (const p of [ana, beto]) await p.api.prode.join({ gameId: game.id });
    const [a1, a2] = rounds[0]!;
    const [b1, b2] = rounds[1]!;
    await ana.api.prode.predict({ gameId: game.id, matchId: a1!.id, teamOneScore: 1, teamTwoScore: 0 });
    await beto.api.prode.predict({ gameId: game.id, matchId: b1!.id, teamOneScore: 2, teamTwoScore: 0 });
    await beto.api.prode.predict({ gameId: game.id, matchId: b2!.id, teamOneScore: 0, teamTwoScore: 1 });
    await result(creator, a1!.id, 1, 0);
    await result(creator, a2!.id, 0, 0);
    let board = await ana.api.prode.leaderboard({ gameId: game.id });
    expect(board.entries.map((e) => [e.userId, e.position])).toEqual([
      [ana.user.id, 1],
      [beto.user.id, 2],
    ]);
    await result(creator, b1!.id, 2, 0);
    await result(creator, b2!.id, 0, 1);
    board = await ana.api.prode.leaderboard({ gameId: game.id });
    expect(board.entries.map((e) => [e.userId, e.points, e.position, e.change])).toEqual([
      [beto.user.id, 6, 1, 1],
      [ana.user.id, 3, 2, -1],
    ]);
    await beto.api.user.deleteAccount({ id: beto.user.id });
    board = await ana.api.prode.leaderboard({ gameId: game.id });
    expect(board.entries.map((e) => [e.userId, e.position])).toEqual([[ana.user.id, 1]]);
    expect(board.total).toBe(1);
  });

  it('gives the champion bonus to who named the champion before the start', async () => {
    const s = testServices();
    const { creator, owner, tournamentId, game, rounds, sides } = await leagueGame(s);
    const [ana, beto] = [await asNewUser(s), await asNewUser(s)];
    for (const p of [ana, beto]) await p.api.prode.join({ gameId: game.id });
    const card = await ana.api.prode.card({ gameId: game.id });
    expect(card.champions[0]).toMatchObject({ tournamentId, open: true, teamId: null });
    expect(card.champions[0]!.teams).toHaveLength(4);
    const favourite = sides[0]!.teamId;
    await ana.api.prode.pickChampion({ gameId: game.id, tournamentId, teamId: favourite });
    await beto.api.prode.pickChampion({ gameId: game.id, tournamentId, teamId: sides[1]!.teamId });
    // The favourite wins every match; the others draw.
    for (const round of rounds)
      for (const m of round)
        await result(creator, m.id, m.teamOneId === favourite ? 1 : 0, m.teamTwoId === favourite ? 1 : 0);
    const t = (await fetchOne(s.db.select().from(tournaments).where(eq(tournaments.id, tournamentId))))!;
    expect(t.championTeamId).toBe(favourite);
    const board = await ana.api.prode.leaderboard({ gameId: game.id });
    expect(board.entries.map((e) => [e.userId, e.points])).toEqual([
      [ana.user.id, 5],
      [beto.user.id, 0],
    ]);
    // Picks close at the game's start.
    await owner.api.prode.updateGame({
      gameId: game.id,
      startsAt: new Date(Date.now() - 1000).toISOString(),
    });
    await expect(
      beto.api.prode.pickChampion({ gameId: game.id, tournamentId, teamId: favourite }),
    ).rejects.toMatchObject({ message: 'PREDICTIONS_CLOSED' });
  });
});

describe('private leagues', () => {
  it('rank their members among themselves; the link is the way in', async () => {
    const s = testServices();
    const { creator, game, rounds } = await leagueGame(s);
    const [ana, beto, carla] = [await asNewUser(s), await asNewUser(s), await asNewUser(s)];
    for (const p of [ana, beto, carla]) await p.api.prode.join({ gameId: game.id });
    const league = await ana.api.prode.createLeague({ gameId: game.id, name: 'Los del trabajo' });
    expect(league).toMatchObject({ members: 1, isOwner: true });
    await expect(beto.api.prode.joinLeague({ token: 'not-a-real-token-at-all' })).rejects.toMatchObject({
      message: 'TOKEN_INVALID',
    });
    await beto.api.prode.joinLeague({ token: league.token! });
    const m = rounds[0]![0]!;
    await carla.api.prode.predict({ gameId: game.id, matchId: m.id, teamOneScore: 1, teamTwoScore: 0 });
    await beto.api.prode.predict({ gameId: game.id, matchId: m.id, teamOneScore: 2, teamTwoScore: 1 });
    await result(creator, m.id, 1, 0);
    const ranking = await ana.api.prode.leaderboard({ gameId: game.id, leagueId: league.id });
    expect(ranking.entries.map((e) => [e.userId, e.position])).toEqual([
      [beto.user.id, 1],
      [ana.user.id, 2],
    ]);
    await expect(carla.api.prode.leaderboard({ gameId: game.id, leagueId: league.id })).rejects.toMatchObject(
      {
        code: 'NOT_FOUND',
      },
    );
    expect((await beto.api.prode.leagues({ gameId: game.id })).map((l) => l.name)).toEqual([
      'Los del trabajo',
    ]);
  });
});

describe('reminders', () => {
  it('remind once, before a round, the players who have not predicted all of it', async () => {
    const s = testServices();
    const { game, rounds } = await leagueGame(s);
    const [ana, beto] = [await asNewUser(s), await asNewUser(s)];
    for (const p of [ana, beto]) await p.api.prode.join({ gameId: game.id });
    const round = rounds[0]!;
    for (const m of round)
      await ana.api.prode.predict({ gameId: game.id, matchId: m.id, teamOneScore: 1, teamTwoScore: 1 });
    const firstKickOff = new Date(`${round[0]!.date}T${round[0]!.time ?? '00:00'}:00-03:00`);
    const dayBefore = new Date(firstKickOff.getTime() - 23 * 60 * 60 * 1000);
    expect(await sendReminders(s.db, s.config, new Date(firstKickOff.getTime() - 48 * 60 * 60 * 1000))).toBe(
      0,
    );
    expect(await sendReminders(s.db, s.config, dayBefore)).toBe(1);
    expect(await sendReminders(s.db, s.config, dayBefore)).toBe(0);
    const told = await fetchAll(
      s.db.select().from(notifications).where(eq(notifications.kind, 'PRODE_REMINDER')),
    );
    expect(told.map((n) => n.userId)).toEqual([beto.user.id]);
  });
});

describe('the demo', () => {
  it('has a game over its league with two matchdays scored and the coming one open', async () => {
    const s = testServices();
    await seedDemo(s.db);
    const visitor = await asNewUser(s);
    const [game] = await visitor.api.prode.games({});
    expect(game).toMatchObject({ name: 'Prode de la Liga de Primavera', status: 'LIVE' });
    const board = await visitor.api.prode.leaderboard({ gameId: game!.id });
    expect(board.total).toBeGreaterThan(10);
    expect(board.entries[0]!.points).toBeGreaterThan(0);
    // Points are what the rebuild recomputes from the stored predictions and results.
    const before = board.entries.map((e) => [e.userId, e.points, e.exact]);
    await transaction(s.db, async (tx) => rebuildGame(tx, game!.id));
    const after = (await visitor.api.prode.leaderboard({ gameId: game!.id })).entries;
    expect(after.map((e) => [e.userId, e.points, e.exact])).toEqual(before);
    const card = await visitor.api.prode.card({ gameId: game!.id });
    expect(card.matches.every((m) => m.open)).toBe(true);
  });
});
