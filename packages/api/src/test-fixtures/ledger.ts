import { type Side, type testServices, tournamentWithTeams } from '../testing';

// The cash book's test league (docs/decisions/026), shared by the book's and its reports' tests.

type Services = ReturnType<typeof testServices>;

/** A four-team league charging 15.000 ARS to enter, 2.000 per match, and fines for cards and no-shows. */
export async function cashLeague(s: Services) {
  const setup = await tournamentWithTeams(s, 4, {
    type: 'LEAGUE',
    totalTeams: 4,
    fees: {
      currency: 'ARS',
      registration: 1_500_000,
      perMatch: 200_000,
      fines: { yellow: 50_000, red: 150_000, noShow: 1_000_000 },
    },
  });
  const rounds = await setup.creator.api.fixtures.generateRound({ tournamentId: setup.tournamentId });
  const [a, b, c, d] = setup.sides as [Side, Side, Side, Side];
  const match = (x: Side, y: Side) =>
    rounds.rounds
      .flatMap((r) => r.matches)
      .find(
        (m) =>
          (m.teamOneId === x.teamId && m.teamTwoId === y.teamId) ||
          (m.teamOneId === y.teamId && m.teamTwoId === x.teamId),
      )!;
  return { ...setup, a, b, c, d, match };
}
