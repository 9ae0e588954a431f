import { describe, expect, it } from 'vitest';
import { LIMITS } from '../auth/rate-limit';
import { tournamentWithTeams } from '../test-fixtures/competition';
import { publicTurnedPrivate } from '../test-fixtures/private-tournament';
import { browserCaller, testServices } from '../testing';

// The board's live signal (docs/decisions/014): a TV left on the board hears every change of the day's matches,
// whichever path made it, and only while whoever watches may still see the tournament.

type Services = ReturnType<typeof testServices>;

/** Opens a board's stream as a visitor from `ip` and collects its signals. */
async function watch(s: Services, input: { tournamentId: string; invite?: string }, ip = '10.0.0.1') {
  const stream = await browserCaller(s, { ip }).api.matchDay.onBoard(input);
  const got: string[] = [];
  const iterator = stream[Symbol.asyncIterator]();
  const next = async () => {
    const item = await iterator.next();
    if (!item.done) got.push((item.value as { kind: string }).kind);
    return item.value as { kind: string } | undefined;
  };
  return { got, next, stop: async () => void (await iterator.return?.(undefined)) };
}

async function twoPitchLeague(s: Services) {
  const setup = await tournamentWithTeams(s, 4, {
    type: 'LEAGUE',
    totalTeams: 4,
    playingDays: ['SATURDAY'],
    matchDuration: 50,
    matchWindows: [{ day: 'SATURDAY', from: '09:00', to: '13:00' }],
  });
  const { creator, tournamentId } = setup;
  const venue = await creator.api.matchDay.createVenue({
    name: 'Complejo Norte',
    address: 'Córdoba, Argentina',
    pitches: [{ name: 'Cancha 1' }, { name: 'Cancha 2' }],
  });
  await creator.api.tournaments.update({ tournamentId, pitchIds: venue.pitches.map((p) => p.id) });
  return setup;
}

describe('a board left open on a TV', () => {
  it('is told to read again when the fixture is written, placed, moved and scored', async () => {
    const s = testServices();
    const { creator, tournamentId } = await twoPitchLeague(s);
    const tv = await watch(s, { tournamentId });
    expect(await tv.next()).toEqual({ kind: 'READY' });

    // Generating places the fixture on the pitches at once.
    const waiting = tv.next();
    const generated = await creator.api.fixtures.generateRound({ tournamentId });
    expect(await waiting).toEqual({ kind: 'CHANGED' });

    const match = generated.rounds[0]!.matches.find((m) => m.teamTwoId)!;
    const moved = tv.next();
    await creator.api.matches.update({ matchId: match.id, time: '12:00' });
    expect(await moved).toEqual({ kind: 'CHANGED' });

    const scored = tv.next();
    await creator.api.matches.update({
      matchId: match.id,
      teamOneScore: 2,
      teamTwoScore: 1,
      status: 'COMPLETED',
    });
    expect(await scored).toEqual({ kind: 'CHANGED' });
    await tv.stop();
  });

  it('is refused for a private tournament without its link, and works with it', async () => {
    const s = testServices();
    const { tournamentId, creator } = await publicTurnedPrivate(s);
    await expect(watch(s, { tournamentId }).then((w) => w.next())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const { inviteLink } = await creator.api.tournaments.byId({ tournamentId });
    const invite = new URL(inviteLink!).searchParams.get('invite')!;
    const tv = await watch(s, { tournamentId, invite });
    expect(await tv.next()).toEqual({ kind: 'READY' });
    await tv.stop();
  });

  it('counts a visitor’s boards against their address', async () => {
    const s = testServices();
    const { tournamentId } = await twoPitchLeague(s);
    const open = [];
    for (let i = 0; i < LIMITS.boardStreamsPerAddress.limit; i++) {
      const tv = await watch(s, { tournamentId }, '10.0.0.9');
      await tv.next();
      open.push(tv);
    }
    await expect(watch(s, { tournamentId }, '10.0.0.9').then((w) => w.next())).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    // Another address is not held back by this one's screens.
    const elsewhere = await watch(s, { tournamentId }, '10.0.0.10');
    expect(await elsewhere.next()).toEqual({ kind: 'READY' });
    for (const tv of [...open, elsewhere]) await tv.stop();
    // A closed board gives its place back.
    expect(s.streams.count('ip:10.0.0.9')).toBe(0);
  });
});
