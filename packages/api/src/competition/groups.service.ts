import { type Db, execute, fetchAll, groupMembers, teams, transaction } from '@cancha/db';
import { DomainError, type DrawGroups, type GroupsDto, groupName, todayIso } from '@cancha/shared';
import { eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import {
  checkGroupFormat,
  checkManualGroups,
  createRng,
  drawGroupsFromPots,
  drawGroupsRandom,
  type Rng,
} from '../engine';
import { requireOwner, requireTournament, type TournamentRow } from '../tournaments/access';
import { maySeeTournament } from '../tournaments/visibility';
import { groupStageOf, groupStageStarted, groupsOf } from './group-rows';
import { writeGroupStage } from './round-writer';
import { approvedTeams, roundsOf, tournamentMatches } from './rows';

// A GROUPS_KNOCKOUT tournament's draw (docs/decisions/013): who plays in which group, kept in group_members.

/** Writes a draw in place of any earlier one. */
export async function saveGroups(tx: Db, tournamentId: string, groups: string[][]): Promise<void> {
  await execute(tx.delete(groupMembers).where(eq(groupMembers.tournamentId, tournamentId)));
  const rows = groups.flatMap((list, groupIndex) =>
    list.map((teamId, slot) => ({ tournamentId, teamId, groupIndex, slot })),
  );
  if (rows.length > 0) await execute(tx.insert(groupMembers).values(rows));
}

/**
 * The draw `input` asks for, checked against the approved teams and the tournament's format. A refusal names its
 * reason (GROUP_DRAW_INVALID: TEAM_MISSING…), for the creator to fix their lists.
 */
export function drawnGroups(
  tournament: TournamentRow,
  approved: string[],
  input: { groups: string[][] } | { method: 'RANDOM' } | { method: 'POTS'; pots: string[][] },
  rng: Rng,
): string[][] {
  const stage = groupStageOf(tournament);
  const format = checkGroupFormat(approved.length, stage.groups, stage.advancePerGroup, stage.bestThirds);
  if (!format.ok) throw new DomainError('GROUP_DRAW_INVALID', format.reason);
  let groups: string[][];
  if ('groups' in input) groups = input.groups;
  else if (input.method === 'POTS') {
    const drawn = drawGroupsFromPots(input.pots, stage.groups, rng);
    if (!drawn.ok) throw new DomainError('GROUP_DRAW_INVALID', drawn.reason);
    groups = drawn.groups;
  } else groups = drawGroupsRandom(approved, stage.groups, rng);
  const check = checkManualGroups(groups, approved, stage.groups);
  if (!check.ok) throw new DomainError('GROUP_DRAW_INVALID', check.reason);
  return groups;
}

/**
 * docs/product/competition.md#groups — POST match/{tournamentId}/draw-groups; only the creator, and only until the
 * first group match starts. A group stage already generated follows the new draw: its matches are drawn again.
 */
export async function drawGroups(
  db: Db,
  user: UserRow,
  input: DrawGroups,
  seed: string = crypto.randomUUID(),
): Promise<GroupsDto> {
  await transaction(db, async (tx) => {
    const tournament = await requireOwner(tx, input.tournamentId, user);
    groupStageOf(tournament);
    const roundRows = await roundsOf(tx, tournament.id);
    if (groupStageStarted(roundRows, await tournamentMatches(tx, tournament.id))) {
      throw new DomainError('GROUP_STAGE_STARTED');
    }
    const rng = createRng(seed);
    const approved = (await approvedTeams(tx, tournament.id)).map((a) => a.teamId);
    const groups = drawnGroups(tournament, approved, input, rng);
    await saveGroups(tx, tournament.id, groups);
    if (roundRows.length > 0) {
      await writeGroupStage(tx, tournament, groups, groupStageOf(tournament).legs, rng, todayIso());
    }
  });
  return await groupsDto(db, user, input.tournamentId);
}

/** docs/product/competition.md#groups — GET match/{tournamentId}/groups, for whoever may see the tournament. */
export async function groupsDto(db: Db, user: UserRow | null, tournamentId: string): Promise<GroupsDto> {
  const tournament = await requireTournament(db, tournamentId);
  if (!(await maySeeTournament(db, tournament, { user }))) throw new DomainError('NOT_FOUND');
  groupStageOf(tournament);
  const groups = await groupsOf(db, tournamentId);
  const ids = groups.flat();
  const info = ids.length
    ? await fetchAll(
        db
          .select({ id: teams.id, name: teams.name, logo: teams.logo })
          .from(teams)
          .where(inArray(teams.id, ids)),
      )
    : [];
  const byId = new Map(info.map((t) => [t.id, t]));
  return {
    tournamentId,
    groups: groups.map((list, i) => ({
      name: groupName(i),
      teams: list.map((id) => byId.get(id) ?? { id, name: '', logo: null }),
    })),
    canRedraw:
      user?.id === tournament.creatorId &&
      !groupStageStarted(await roundsOf(db, tournamentId), await tournamentMatches(db, tournamentId)),
  };
}
