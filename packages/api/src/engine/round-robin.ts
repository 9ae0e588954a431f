import { type Rng, shuffle } from './rng';
import type { PlannedMatch, TeamId } from './types';

/**
 * Circle method. Slots 0..m-2 sit on a circle and slot m-1 (the phantom for odd n) in the
 * centre; in round r the centre meets slot r and slot r+k meets slot r-k. Choosing the home side
 * by k's parity keeps each team mostly alternating home/away between rounds and its home and away
 * counts within one of each other.
 */
function singleLeg(teams: readonly TeamId[]): PlannedMatch[][] {
  const odd = teams.length % 2 === 1;
  const m = odd ? teams.length + 1 : teams.length;
  const ring = m - 1;
  const slot = (i: number) => teams[((i % ring) + ring) % ring] as TeamId;
  const centre = odd ? null : (teams[m - 1] as TeamId);
  const rounds: PlannedMatch[][] = [];
  for (let r = 0; r < ring; r++) {
    const round: PlannedMatch[] = [];
    for (let k = 1; k < m / 2; k++) {
      const ahead = slot(r + k);
      const behind = slot(r - k);
      round.push(
        k % 2 === 1 ? { teamOneId: ahead, teamTwoId: behind } : { teamOneId: behind, teamTwoId: ahead },
      );
    }
    if (centre === null) {
      // The phantom's opponent rests; listing it as a bye shows who rests this round.
      round.push({ teamOneId: slot(r), teamTwoId: null });
    } else {
      round.unshift(
        r % 2 === 0 ? { teamOneId: centre, teamTwoId: slot(r) } : { teamOneId: slot(r), teamTwoId: centre },
      );
    }
    rounds.push(round);
  }
  return rounds;
}

const swapped = (round: PlannedMatch[]): PlannedMatch[] =>
  round.map((p) => (p.teamTwoId === null ? p : { teamOneId: p.teamTwoId, teamTwoId: p.teamOneId }));

const resting = (round: PlannedMatch[] | undefined): TeamId | undefined =>
  round?.find((p) => p.teamTwoId === null)?.teamOneId;

/**
 * All rounds of a league (LEAGUE: legs 1; TWO_LEGGED_LEAGUE: legs 2, the second leg mirroring the
 * first with home and away swapped). teamOne is the home side; with odd n each round ends with
 * a bye for the resting team. Fewer than two teams give no rounds.
 */
export function roundRobin(teams: TeamId[], legs: 1 | 2, rng?: Rng): PlannedMatch[][] {
  const unique = [...new Set(teams)];
  if (unique.length < 2) return [];
  const order = rng ? shuffle(unique, rng) : unique;
  const first = singleLeg(order);
  if (legs === 1) return first;
  let second = first.map(swapped);
  // The construction already avoids this; the check keeps the guarantee if it ever changes.
  if (resting(first.at(-1)) !== undefined && resting(first.at(-1)) === resting(second[0])) {
    second = [...second.slice(1), second[0] as PlannedMatch[]];
  }
  return [...first, ...second];
}
