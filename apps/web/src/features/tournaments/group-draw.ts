// The hand-made group draw's rules, pure so they are tested without a DOM; the server checks the same again.

/** Each group's teams in the order of `teams`, from the group index chosen for each. */
export function groupsFromAssignment(
  teams: readonly { id: string }[],
  assignment: Readonly<Record<string, number | undefined>>,
  groupCount: number,
): string[][] {
  const groups: string[][] = Array.from({ length: groupCount }, () => []);
  for (const team of teams) {
    const group = assignment[team.id];
    if (group !== undefined && group < groupCount) groups[group]!.push(team.id);
  }
  return groups;
}

/** Why the hand-made draw cannot be saved yet: a team without a group, or groups more than one team apart. */
export function drawProblem(
  teams: readonly { id: string }[],
  assignment: Readonly<Record<string, number | undefined>>,
  groupCount: number,
): 'UNASSIGNED' | 'UNEVEN' | null {
  if (teams.some((team) => assignment[team.id] === undefined || assignment[team.id]! >= groupCount)) {
    return 'UNASSIGNED';
  }
  const sizes = groupsFromAssignment(teams, assignment, groupCount).map((g) => g.length);
  return Math.max(...sizes) - Math.min(...sizes) > 1 ? 'UNEVEN' : null;
}

/** How many pots a draw of `teams` into `groupCount` groups needs: one team of each pot per group. */
export const potCountFor = (teams: number, groupCount: number) => Math.max(1, Math.ceil(teams / groupCount));

/** The pots in order, each with its teams in the order of `teams`. */
export function potsFromAssignment(
  teams: readonly { id: string }[],
  potOf: Readonly<Record<string, number | undefined>>,
  potCount: number,
): string[][] {
  return groupsFromAssignment(teams, potOf, potCount);
}

/**
 * Why the pots cannot be drawn yet: a team without a pot, or a pot with more teams than there are groups (each group
 * takes at most one team of each pot). The server checks the rest (group sizes) again.
 */
export function potsProblem(
  teams: readonly { id: string }[],
  potOf: Readonly<Record<string, number | undefined>>,
  potCount: number,
  groupCount: number,
): 'UNASSIGNED' | 'POT_TOO_LARGE' | null {
  if (teams.some((team) => potOf[team.id] === undefined || potOf[team.id]! >= potCount)) return 'UNASSIGNED';
  const pots = potsFromAssignment(teams, potOf, potCount);
  return pots.some((pot) => pot.length > groupCount) ? 'POT_TOO_LARGE' : null;
}
