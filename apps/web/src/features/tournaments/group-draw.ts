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
