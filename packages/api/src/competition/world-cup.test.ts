import type { MatchDto, RoundsDto, StandingRowDto, TieBreaker } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { type Side, tournamentWithTeams } from '../test-fixtures/competition';
import { testServices } from '../testing';

// Acceptance test for GROUPS_KNOCKOUT (docs/decisions/013-competition-formats.md,
// docs/product/competition.md#groups): the real 2018 FIFA World Cup, played through the routers.
//
// Sources: the official FIFA match reports of the 2018 World Cup (as summarised on Wikipedia's "2018 FIFA World
// Cup" and "2018 FIFA World Cup Group H" pages). Group H's yellow cards, player by player and minute by minute, as
// listed by the Associated Press on 28 June 2018 ("Yellow cards against Japan and Senegal in the World Cup"):
// Japan 4 (1 v Colombia, 2 v Senegal, 1 v Poland), Senegal 6 (2 v Poland, 3 v Japan, 1 v Colombia).

type Services = ReturnType<typeof testServices>;

/** The groups as drawn on 1 December 2017, each in its draw order (A1…A4). */
const GROUPS = {
  A: ['Russia', 'Saudi Arabia', 'Egypt', 'Uruguay'],
  B: ['Portugal', 'Spain', 'Morocco', 'Iran'],
  C: ['France', 'Australia', 'Peru', 'Denmark'],
  D: ['Argentina', 'Iceland', 'Croatia', 'Nigeria'],
  E: ['Brazil', 'Switzerland', 'Costa Rica', 'Serbia'],
  F: ['Germany', 'Mexico', 'Sweden', 'South Korea'],
  G: ['Belgium', 'Panama', 'Tunisia', 'England'],
  H: ['Poland', 'Senegal', 'Colombia', 'Japan'],
} as const;
type Group = keyof typeof GROUPS;
const TEAMS: string[] = Object.values(GROUPS).flat();

/** One result: [home, home goals, away goals, away], and the shoot-out [home, away] when there was one. */
type Result = [string, number, number, string, shootout?: [number, number]];

const GROUP_RESULTS: Record<Group, Result[]> = {
  A: [
    ['Russia', 5, 0, 'Saudi Arabia'],
    ['Egypt', 0, 1, 'Uruguay'],
    ['Russia', 3, 1, 'Egypt'],
    ['Uruguay', 1, 0, 'Saudi Arabia'],
    ['Uruguay', 3, 0, 'Russia'],
    ['Saudi Arabia', 2, 1, 'Egypt'],
  ],
  B: [
    ['Morocco', 0, 1, 'Iran'],
    ['Portugal', 3, 3, 'Spain'],
    ['Portugal', 1, 0, 'Morocco'],
    ['Iran', 0, 1, 'Spain'],
    ['Iran', 1, 1, 'Portugal'],
    ['Spain', 2, 2, 'Morocco'],
  ],
  C: [
    ['France', 2, 1, 'Australia'],
    ['Peru', 0, 1, 'Denmark'],
    ['Denmark', 1, 1, 'Australia'],
    ['France', 1, 0, 'Peru'],
    ['Denmark', 0, 0, 'France'],
    ['Australia', 0, 2, 'Peru'],
  ],
  D: [
    ['Argentina', 1, 1, 'Iceland'],
    ['Croatia', 2, 0, 'Nigeria'],
    ['Argentina', 0, 3, 'Croatia'],
    ['Nigeria', 2, 0, 'Iceland'],
    ['Nigeria', 1, 2, 'Argentina'],
    ['Iceland', 1, 2, 'Croatia'],
  ],
  E: [
    ['Costa Rica', 0, 1, 'Serbia'],
    ['Brazil', 1, 1, 'Switzerland'],
    ['Brazil', 2, 0, 'Costa Rica'],
    ['Serbia', 1, 2, 'Switzerland'],
    ['Serbia', 0, 2, 'Brazil'],
    ['Switzerland', 2, 2, 'Costa Rica'],
  ],
  F: [
    ['Germany', 0, 1, 'Mexico'],
    ['Sweden', 1, 0, 'South Korea'],
    ['South Korea', 1, 2, 'Mexico'],
    ['Germany', 2, 1, 'Sweden'],
    ['South Korea', 2, 0, 'Germany'],
    ['Mexico', 0, 3, 'Sweden'],
  ],
  G: [
    ['Belgium', 3, 0, 'Panama'],
    ['Tunisia', 1, 2, 'England'],
    ['Belgium', 5, 2, 'Tunisia'],
    ['England', 6, 1, 'Panama'],
    ['England', 0, 1, 'Belgium'],
    ['Panama', 1, 2, 'Tunisia'],
  ],
  H: [
    ['Colombia', 1, 2, 'Japan'],
    ['Poland', 1, 2, 'Senegal'],
    ['Japan', 2, 2, 'Senegal'],
    ['Poland', 0, 3, 'Colombia'],
    ['Japan', 0, 1, 'Poland'],
    ['Senegal', 0, 1, 'Colombia'],
  ],
};

/**
 * Every yellow card of Japan and Senegal in group H: [home, away of the match, team, player, minute (90+4 is 94)].
 * Fair play only had to separate these two, so Colombia's and Poland's cards in group H, and the cards of the other
 * groups, are left out: no other place of the 2018 group stage came down to fair play.
 */
const GROUP_H_YELLOW_CARDS: [string, string, string, string, number][] = [
  ['Colombia', 'Japan', 'Japan', 'Eiji Kawashima', 94],
  ['Japan', 'Senegal', 'Japan', 'Takashi Inui', 68],
  ['Japan', 'Senegal', 'Japan', 'Makoto Hasebe', 94],
  ['Japan', 'Poland', 'Japan', 'Tomoaki Makino', 66],
  ['Poland', 'Senegal', 'Senegal', 'Salif Sané', 49],
  ['Poland', 'Senegal', 'Senegal', 'Idrissa Gueye', 72],
  ['Japan', 'Senegal', 'Senegal', "M'Baye Niang", 59],
  ['Japan', 'Senegal', 'Senegal', 'Youssouf Sabaly', 90],
  ['Japan', 'Senegal', 'Senegal', "Cheikh N'Doye", 91],
  ['Senegal', 'Colombia', 'Senegal', "M'Baye Niang", 51],
];

/** The booked players stand for the five players each test team has: one of them each, in this order. */
const SQUADS: Record<string, string[]> = {
  Japan: ['Eiji Kawashima', 'Takashi Inui', 'Makoto Hasebe', 'Tomoaki Makino'],
  Senegal: ['Salif Sané', 'Idrissa Gueye', "M'Baye Niang", 'Youssouf Sabaly', "Cheikh N'Doye"],
};

/** Final group tables, 1st to 4th, with points and what separated each team from the one above. */
const GROUP_TABLES: Record<Group, [string, number, TieBreaker | null][]> = {
  A: [
    ['Uruguay', 9, null],
    ['Russia', 6, 'POINTS'],
    ['Saudi Arabia', 3, 'POINTS'],
    ['Egypt', 0, 'POINTS'],
  ],
  // Spain and Portugal drew 3–3 and both ended +1: Spain scored 6, Portugal 5.
  B: [
    ['Spain', 5, null],
    ['Portugal', 5, 'GOALS_FOR'],
    ['Iran', 4, 'POINTS'],
    ['Morocco', 1, 'POINTS'],
  ],
  C: [
    ['France', 7, null],
    ['Denmark', 5, 'POINTS'],
    ['Peru', 3, 'POINTS'],
    ['Australia', 1, 'POINTS'],
  ],
  D: [
    ['Croatia', 9, null],
    ['Argentina', 4, 'POINTS'],
    ['Nigeria', 3, 'POINTS'],
    ['Iceland', 1, 'POINTS'],
  ],
  E: [
    ['Brazil', 7, null],
    ['Switzerland', 5, 'POINTS'],
    ['Serbia', 3, 'POINTS'],
    ['Costa Rica', 1, 'POINTS'],
  ],
  // Sweden beat Mexico 3–0 and South Korea beat Germany 2–0: head-to-head, before goal difference.
  F: [
    ['Sweden', 6, null],
    ['Mexico', 6, 'H2H_POINTS'],
    ['South Korea', 3, 'POINTS'],
    ['Germany', 3, 'H2H_POINTS'],
  ],
  G: [
    ['Belgium', 9, null],
    ['England', 6, 'POINTS'],
    ['Tunisia', 3, 'POINTS'],
    ['Panama', 0, 'POINTS'],
  ],
  // Japan and Senegal: 4 points, 4–4 in goals, 2–2 between them; Japan −4 in fair play, Senegal −6.
  H: [
    ['Colombia', 6, null],
    ['Japan', 4, 'POINTS'],
    ['Senegal', 4, 'FAIR_PLAY'],
    ['Poland', 3, 'POINTS'],
  ],
};

/** The knock-out, round by round, in bracket order: [team one, goals, goals, team two, shoot-out]. */
const ROUND_OF_16: Result[] = [
  ['Uruguay', 2, 1, 'Portugal'],
  ['France', 4, 3, 'Argentina'],
  ['Brazil', 2, 0, 'Mexico'],
  ['Belgium', 3, 2, 'Japan'],
  ['Spain', 1, 1, 'Russia', [3, 4]],
  ['Croatia', 1, 1, 'Denmark', [3, 2]],
  ['Sweden', 1, 0, 'Switzerland'],
  ['Colombia', 1, 1, 'England', [3, 4]],
];
const QUARTER_FINALS: Result[] = [
  ['Uruguay', 0, 2, 'France'],
  ['Brazil', 1, 2, 'Belgium'],
  ['Russia', 2, 2, 'Croatia', [3, 4]],
  ['Sweden', 0, 2, 'England'],
];
const SEMI_FINALS: Result[] = [
  ['France', 1, 0, 'Belgium'],
  ['Croatia', 2, 1, 'England'],
];
const FINAL: Result[] = [['France', 4, 2, 'Croatia']];
/** Played the day before the final, drawn with it: the semi-finals' losers. */
const THIRD_PLACE: Result[] = [['Belgium', 2, 0, 'England']];

/** The winner of a real result: by goals, or else by its shoot-out. */
function winnerOf([home, hg, ag, away, shootout]: Result): string {
  if (hg !== ag) return hg > ag ? home : away;
  return shootout![0] > shootout![1] ? home : away;
}

async function worldCup(s: Services) {
  const { creator, tournamentId, sides } = await tournamentWithTeams(
    s,
    TEAMS.length,
    {
      name: 'Copa Mundial de la FIFA Rusia 2018',
      type: 'GROUPS_KNOCKOUT',
      totalTeams: 32,
      groupStage: { groups: 8, advancePerGroup: 2, bestThirds: 0, legs: 1 },
      knockout: { pairing: 'WORLD_CUP', thirdPlaceMatch: true },
    },
    TEAMS,
  );
  const side = new Map<string, Side>(TEAMS.map((name, i) => [name, sides[i]!]));
  const id = (name: string) => {
    const found = side.get(name);
    if (!found) throw new Error(`No team ${name}`);
    return found.teamId;
  };
  const nameOf = new Map(TEAMS.map((name) => [id(name), name]));
  const pair = (m: MatchDto) => [nameOf.get(m.teamOneId), m.teamTwoId ? nameOf.get(m.teamTwoId) : null];

  /** The one match between the two teams (in either order) among `matches`. */
  function matchOf(matches: MatchDto[], home: string, away: string): MatchDto {
    const teams = [id(home), id(away)];
    const found = matches.filter((m) => teams.includes(m.teamOneId) && teams.includes(m.teamTwoId!));
    expect(found, `${home}–${away}`).toHaveLength(1);
    return found[0]!;
  }

  /** Completes the match with the real score (and shoot-out), whichever way round the fixture listed the teams. */
  async function play(matches: MatchDto[], result: Result) {
    const [home, hg, ag, away, shootout] = result;
    const m = matchOf(matches, home, away);
    const straight = m.teamOneId === id(home);
    const [one, two] = straight ? [hg, ag] : [ag, hg];
    const penalties = shootout && (straight ? shootout : [shootout[1], shootout[0]]);
    const done = await creator.api.matches.update({
      matchId: m.id,
      teamOneScore: one,
      teamTwoScore: two,
      ...(penalties ? { penaltiesTeamOne: penalties[0], penaltiesTeamTwo: penalties[1] } : {}),
      status: 'COMPLETED',
    });
    expect(done).toMatchObject({ status: 'COMPLETED', teamOneScore: one, teamTwoScore: two });
    return done;
  }

  /** Draws the groups as in 2018, writes the group stage, books group H and enters all 48 results. */
  async function playGroupStage() {
    const drawn = await creator.api.fixtures.drawGroups({
      tournamentId,
      groups: Object.values(GROUPS).map((teams) => teams.map(id)),
    });
    expect(drawn.groups.map((g) => [g.name, g.teams.map((t) => t.name)])).toEqual(Object.entries(GROUPS));

    const r = await creator.api.fixtures.generateRound({ tournamentId });
    expect(r.rounds.map((round) => round.stage)).toEqual(
      [1, 2, 3].map((number) => ({ kind: 'GROUP_MATCHDAY', number })),
    );
    const matches = r.rounds.flatMap((round) => round.matches);
    expect(matches).toHaveLength(48);
    for (const m of matches) {
      const group = GROUPS[m.group as Group];
      expect(group, `group ${m.group}`).toBeDefined();
      expect(group).toContain(nameOf.get(m.teamOneId));
      expect(group).toContain(nameOf.get(m.teamTwoId!));
    }

    // Events are refused once a match is over: the cards go in first, then the result completes the match.
    for (const [home, away, team, player, minute] of GROUP_H_YELLOW_CARDS) {
      const m = matchOf(matches, home, away);
      expect(m.group).toBe('H');
      const booked = side.get(team)!.players[SQUADS[team]!.indexOf(player)]!;
      await creator.api.matches.addEvent({
        matchId: m.id,
        teamId: id(team),
        playerId: booked.user.id,
        type: 'YELLOW_CARD',
        minute,
      });
    }
    for (const [group, results] of Object.entries(GROUP_RESULTS)) {
      for (const result of results) expect((await play(matches, result)).group).toBe(group);
    }
  }

  /** Draws the next knock-out round and checks its pairs, in bracket order. */
  async function nextRound(teams: number, results: Result[]): Promise<MatchDto[]> {
    const r: RoundsDto = await creator.api.fixtures.generateRound({ tournamentId });
    const round = r.rounds.at(-1)!;
    expect(round.stage).toMatchObject({ kind: 'KNOCKOUT', teams, final: teams === 2 });
    expect(round.matches.map(pair)).toEqual(results.map(([home, , , away]) => [home, away]));
    return round.matches;
  }

  /** Enters the round's results and checks who went through. */
  async function playRound(matches: MatchDto[], results: Result[]) {
    for (const result of results) {
      const done = await play(matches, result);
      expect(nameOf.get(done.winnerTeamId!), `${result[0]}–${result[3]}`).toBe(winnerOf(result));
    }
  }

  return { creator, tournamentId, id, side, playGroupStage, nextRound, playRound, matchOf };
}

describe('the 2018 FIFA World Cup, played through the routers (docs/decisions/013)', () => {
  it('ends its group stage with the real tables, Japan above Senegal on fair play', async () => {
    const s = testServices();
    const { creator, tournamentId, id, playGroupStage } = await worldCup(s);
    const t = await creator.api.tournaments.byId({ tournamentId });
    expect(t).toMatchObject({
      type: 'GROUPS_KNOCKOUT',
      groupStage: { groups: 8, advancePerGroup: 2, bestThirds: 0, legs: 1 },
      knockout: { pairing: 'WORLD_CUP', thirdPlaceMatch: true },
    });
    await playGroupStage();

    const statistics = await creator.api.fixtures.statistics({ tournamentId });
    expect(statistics.tieBreakPreset).toBe('FIFA');
    const groups = statistics.groups ?? [];
    expect(groups.map((g) => g.name)).toEqual(Object.keys(GROUPS));
    const table = (g: { teamsStatistics: StandingRowDto[] }) =>
      g.teamsStatistics.map((row) => [row.teamName, row.statistics.points, row.decidedBy]);
    for (const g of groups) {
      expect.soft(table(g), `group ${g.name}`).toEqual(GROUP_TABLES[g.name as Group]);
      expect(g.teamsStatistics.map((row) => row.position)).toEqual([1, 2, 3, 4]);
    }

    const h = groups.find((g) => g.name === 'H')!.teamsStatistics;
    expect(h.map((row) => row.teamId)).toEqual(['Colombia', 'Japan', 'Senegal', 'Poland'].map(id));
    const japan = h.find((row) => row.teamId === id('Japan'))!;
    const senegal = h.find((row) => row.teamId === id('Senegal'))!;
    // Level on everything before fair play…
    const { fairPlay: _j, ...japanRecord } = japan.statistics;
    const { fairPlay: _s, ...senegalRecord } = senegal.statistics;
    expect(japanRecord).toEqual(senegalRecord);
    expect(japanRecord).toMatchObject({ played: 3, won: 1, drawn: 1, lost: 1, points: 4, goalsFor: 4 });
    // …and apart on it: four yellow cards against six.
    expect(japan.statistics.fairPlay).toBe(-4);
    expect(senegal.statistics.fairPlay).toBe(-6);
    // decidedBy tells what separated a row from the one above: Japan from Colombia by points, Senegal from Japan
    // by fair play.
    expect(japan.decidedBy).toBe('POINTS');
    expect(senegal.decidedBy).toBe('FAIR_PLAY');
  });

  it('draws the real round of 16 from the tables and crowns France', async () => {
    const s = testServices();
    const { creator, tournamentId, id, playGroupStage, nextRound, playRound, matchOf } = await worldCup(s);
    await playGroupStage();

    const roundOf16 = await nextRound(16, ROUND_OF_16);
    // A knock-out match left level is not complete without a shoot-out that has a winner.
    await expect(
      creator.api.matches.update({
        matchId: matchOf(roundOf16, 'Spain', 'Russia').id,
        teamOneScore: 1,
        teamTwoScore: 1,
        status: 'COMPLETED',
      }),
    ).rejects.toMatchObject({ message: 'PENALTIES_REQUIRED' });
    await playRound(roundOf16, ROUND_OF_16);
    expect(
      matchOf(
        (await creator.api.fixtures.rounds({ tournamentId })).rounds.at(-1)!.matches,
        'Spain',
        'Russia',
      ),
    ).toMatchObject({ teamOneScore: 1, teamTwoScore: 1, penaltiesTeamOne: 3, penaltiesTeamTwo: 4 });

    await playRound(await nextRound(8, QUARTER_FINALS), QUARTER_FINALS);
    await playRound(await nextRound(4, SEMI_FINALS), SEMI_FINALS);
    // The final and, beside it, Belgium 2–0 England for third place.
    const lastRound = await nextRound(2, [...FINAL, ...THIRD_PLACE]);
    expect(lastRound.map((m) => m.thirdPlace)).toEqual([false, true]);
    await playRound(lastRound, [...THIRD_PLACE, ...FINAL]);

    const r = await creator.api.fixtures.rounds({ tournamentId });
    expect(r.championTeamId).toBe(id('France'));
    expect(r.next).toEqual({ ok: false, reason: 'TOURNAMENT_FINISHED' });
    const statistics = await creator.api.fixtures.statistics({ tournamentId });
    // The announcement tells the final, not the third-place match played beside it.
    expect(statistics.history[0]).toMatchObject({
      teamId: id('France'),
      team: { name: 'France' },
      final: { opponentName: 'Croatia', goalsFor: 4, goalsAgainst: 2, penaltiesFor: null },
    });
    expect((await creator.api.tournaments.byId({ tournamentId })).status).toBe('COMPLETED');
  });
});
