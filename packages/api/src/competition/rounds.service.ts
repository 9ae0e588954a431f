import type { Db } from '@cancha/db';
import { lockForUpdate, tournaments, transaction } from '@cancha/db';
import type { FinalChoice, RoundsDto } from '@cancha/shared';
import type { UserRow } from '../auth/session';
import { requireOwner } from '../tournaments/access';
import { buildNext } from './draw.service';
import { listRounds } from './round-answers';

/**
 * docs/product/competition.md#calls — POST match/{tournamentId}/generate-round {userChoice}; only the
 * creator.
 */
export async function generateRound(
  db: Db,
  user: UserRow,
  input: { tournamentId: string; userChoice?: FinalChoice | undefined },
  seed: string = crypto.randomUUID(),
): Promise<RoundsDto> {
  await transaction(db, async (tx) => {
    await lockForUpdate(tx, tournaments, input.tournamentId);
    const tournament = await requireOwner(tx, input.tournamentId, user);
    await buildNext(tx, tournament, input.userChoice, seed);
  });
  return await listRounds(db, user, input.tournamentId);
}
