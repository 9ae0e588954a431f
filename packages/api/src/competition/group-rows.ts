import { type Db, fetchAll, groupMembers } from '@cancha/db';
import { DomainError, type GroupStageSettings, hasGroups } from '@cancha/shared';
import { asc, eq } from 'drizzle-orm';
import type { TournamentRow } from '../tournaments/access';
import type { MatchRow, RoundRow } from './rows';

// A group stage as drawn: its groups and its settings.

/** The drawn groups, each in draw order; empty before the draw. */
export async function groupsOf(db: Db, tournamentId: string): Promise<string[][]> {
  const rows = await fetchAll(
    db
      .select({ teamId: groupMembers.teamId, group: groupMembers.groupIndex })
      .from(groupMembers)
      .where(eq(groupMembers.tournamentId, tournamentId))
      .orderBy(asc(groupMembers.groupIndex), asc(groupMembers.slot)),
  );
  const groups: string[][] = [];
  for (const row of rows) {
    const group = groups[row.group] ?? [];
    group.push(row.teamId);
    groups[row.group] = group;
  }
  return groups.filter(Boolean);
}

/** The tournament's group stage settings, refusing a tournament of another format. */
export function groupStageOf(tournament: TournamentRow): GroupStageSettings {
  if (!hasGroups(tournament.type) || !tournament.groupStage) throw new DomainError('NO_GROUP_STAGE');
  return tournament.groupStage;
}

/** Whether any group match has begun: a result, or a status past scheduling. Until then the draw may change. */
export function groupStageStarted(roundRows: RoundRow[], matchRows: MatchRow[]): boolean {
  if (roundRows.some((r) => r.kind !== 'GROUP')) return true;
  return matchRows.some(
    (m) =>
      m.teamTwoId !== null &&
      (m.teamOneScore !== null || !(m.status === 'SCHEDULED' || m.status === 'PENDING')),
  );
}
