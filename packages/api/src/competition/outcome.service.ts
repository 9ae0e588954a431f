import { type Db, execute, tournaments, transaction } from '@cancha/db';
import { type FixtureSettings, hasGroups } from '@cancha/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../auth/session';
import { isRoundComplete, champion as knockoutChampion } from '../engine';
import { emit } from '../events/events';
import { requireOwner, requireTournament } from '../tournaments/access';
import { engineRounds, tieOptionsOf, toEngineMatch } from './engine-input';
import { approvedTeams, LEAGUE_TYPES, type MatchRow, roundsOf, tournamentMatches } from './rows';
import { standingsOf, tieBreakOf } from './standings';

// What the results decide: the standings under the organiser's tie-break settings, and the champion.

/**
 * Decides the champion from the results, in the transaction of the change that may have decided it: the last
 * knock-out winner, the leader of a finished triangular, or a league's leader once every match is played. A
 * reopened result takes the title back.
 */
export async function refreshTournamentOutcome(tx: Db, tournamentId: string): Promise<void> {
  await updateOutcome(tx, tournamentId);
  // El Prode's games over the tournament score what changed, champion included, once this commits.
  await emit(tx, { type: 'competition.results-changed', tournamentId });
}

async function updateOutcome(tx: Db, tournamentId: string): Promise<void> {
  const tournament = await requireTournament(tx, tournamentId);
  const roundRows = await roundsOf(tx, tournamentId);
  if (roundRows.length === 0) return;
  const matchRows = await tournamentMatches(tx, tournamentId);
  const engine = engineRounds(roundRows, matchRows, tieOptionsOf(tournament));
  const approved = (await approvedTeams(tx, tournamentId)).map((a) => a.teamId);
  let champion: string | null = null;
  if (hasGroups(tournament.type)) {
    // The group stage decides nobody's title: the knock-out's last winner does.
    const knockout = engine.filter((r) => r.kind !== 'GROUP');
    champion = knockout.length > 0 ? knockoutChampion(knockout, []) : null;
  } else if (LEAGUE_TYPES.has(tournament.type)) {
    if (engine.every(isRoundComplete))
      champion = (await standingsOf(tx, tournament, approved, matchRows))[0]?.teamId ?? null;
  } else {
    champion = knockoutChampion(
      engine,
      approved,
      await tieBreakOf(tx, tournament, matchRows.map(toEngineMatch)),
    );
  }
  if (champion && champion !== tournament.championTeamId) {
    await execute(
      tx
        .update(tournaments)
        .set({ championTeamId: champion, completedAt: new Date(), status: 'COMPLETED' })
        .where(eq(tournaments.id, tournamentId)),
    );
  } else if (!champion && tournament.championTeamId) {
    await execute(
      tx
        .update(tournaments)
        .set({ championTeamId: null, completedAt: null, status: 'IN_PROGRESS' })
        .where(eq(tournaments.id, tournamentId)),
    );
  } else if (!champion && NOT_STARTED.has(tournament.status) && matchRows.some(started)) {
    // The fixture drawn made it 'Programado'; its first match kicking off (or a result) makes it 'En progreso'.
    await execute(
      tx.update(tournaments).set({ status: 'IN_PROGRESS' }).where(eq(tournaments.id, tournamentId)),
    );
  }
}

/** A tournament's statuses before its first match is played. */
const NOT_STARTED = new Set(['OPEN', 'PENDING', 'SCHEDULED']);
/** A match under way or played (a bye, settled when drawn, is neither). */
const started = (m: MatchRow) =>
  m.teamTwoId !== null && (m.status === 'IN_PROGRESS' || m.status === 'COMPLETED');

/** The organiser's tie-break order and blue-card weight; the table and the champion follow at once. */
export async function updateFixtureSettings(
  db: Db,
  user: UserRow,
  input: z.output<typeof FixtureSettings>,
): Promise<{ ok: true }> {
  return await transaction(db, async (tx) => {
    await requireOwner(tx, input.tournamentId, user);
    const { tournamentId, ...settings } = input;
    await execute(tx.update(tournaments).set(settings).where(eq(tournaments.id, tournamentId)));
    await refreshTournamentOutcome(tx, tournamentId);
    return { ok: true as const };
  });
}
