import type { RoundsDto } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { playLastRound, tournamentWithTeams } from '../test-fixtures/competition';
import { testServices } from '../testing';
import { matchSheets } from './board.service';

// The printed sheet of the match for third place (GET soccer-match/{id}/sheet.pdf): played in the final's round,
// it says 'Tercer puesto', not 'Final' (match-sheet.test.ts checks the words).

describe("the third-place match's sheet", () => {
  it('is marked as the match for third place, and the final as the final', async () => {
    const s = testServices();
    const { creator, tournamentId } = await tournamentWithTeams(s, 4, {
      knockout: { pairing: 'WORLD_CUP', thirdPlaceMatch: true, legs: 1, finalLegs: 1, awayGoals: false },
    });
    let r: RoundsDto = await creator.api.fixtures.generateRound({ tournamentId });
    r = await playLastRound(creator, r);
    r = await creator.api.fixtures.generateRound({ tournamentId });
    const last = r.rounds.at(-1)!.matches;
    const third = last.find((m) => m.thirdPlace)!;
    const final = last.find((m) => !m.thirdPlace)!;

    const [thirdSheet] = await matchSheets(s.db, creator.user, third.id);
    expect(thirdSheet).toMatchObject({ thirdPlace: true, stage: { kind: 'KNOCKOUT', final: true } });
    const [finalSheet] = await matchSheets(s.db, creator.user, final.id);
    expect(finalSheet).toMatchObject({ thirdPlace: false, stage: { kind: 'KNOCKOUT', final: true } });
  });
});
