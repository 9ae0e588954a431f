import type { Db } from '@cancha/db';
import { fetchAll, lockForUpdate, matches, rounds, tournaments, transaction } from '@cancha/db';
import type { FinalChoice, GeneratedRoundsDto, ScheduleResultDto } from '@cancha/shared';
import { and, eq, gt, inArray, isNull, max } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { OPEN_STATUSES } from '../match-day/occupancy';
import { tournamentPitchList } from '../match-day/pitches';
import { applyPlacement, placementAnswer, planPlacement } from '../match-day/placement';
import { requireOwner, type TournamentRow } from '../tournaments/access';
import { buildNext } from './draw.service';
import { listRounds } from './round-answers';

/**
 * docs/product/competition.md#calls — POST match/{tournamentId}/generate-round {userChoice}; only the
 * creator. On a tournament with pitches the new rounds are placed at once, in the same change (docs/decisions/024).
 */
export async function generateRound(
  db: Db,
  user: UserRow,
  input: { tournamentId: string; userChoice?: FinalChoice | undefined },
  seed: string = crypto.randomUUID(),
): Promise<GeneratedRoundsDto> {
  const schedule = await transaction(db, async (tx) => {
    await lockForUpdate(tx, tournaments, input.tournamentId);
    const tournament = await requireOwner(tx, input.tournamentId, user);
    const [last] = await fetchAll(
      tx
        .select({ number: max(rounds.number) })
        .from(rounds)
        .where(eq(rounds.tournamentId, tournament.id)),
    );
    await buildNext(tx, tournament, input.userChoice, seed);
    return await placeNewRounds(tx, tournament, last?.number ?? 0);
  });
  return { ...(await listRounds(db, user, input.tournamentId)), schedule };
}

/** The open matches of the rounds after `afterNumber`, placed on the tournament's pitches when it has any. */
async function placeNewRounds(
  tx: Db,
  tournament: TournamentRow,
  afterNumber: number,
): Promise<ScheduleResultDto | null> {
  if ((await tournamentPitchList(tx, tournament.id)).length === 0) return null;
  const fresh = await fetchAll(
    tx
      .select({ id: rounds.id })
      .from(rounds)
      .where(and(eq(rounds.tournamentId, tournament.id), gt(rounds.number, afterNumber))),
  );
  if (fresh.length === 0) return null;
  const candidates = await fetchAll(
    tx
      .select()
      .from(matches)
      .where(
        and(
          inArray(
            matches.roundId,
            fresh.map((r) => r.id),
          ),
          inArray(matches.status, [...OPEN_STATUSES]),
          isNull(matches.pitchId),
        ),
      ),
  );
  const placement = await planPlacement(tx, tournament, candidates);
  return await placementAnswer(tx, placement, await applyPlacement(tx, placement));
}
