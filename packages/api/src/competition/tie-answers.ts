import { type Db, fetchAll, matches, tournaments } from '@cancha/db';
import type { TieDecision, TieDto } from '@cancha/shared';
import { and, inArray, isNotNull } from 'drizzle-orm';
import { tieAggregate, tieWinner } from '../engine';
import { toEngineMatch } from './engine-input';
import type { MatchRow } from './rows';

// Two-legged ties as the API answers them: the aggregate and who went through, on each leg.

const legKey = (m: Pick<MatchRow, 'roundId' | 'matchOrder'>) => `${m.roundId}:${m.matchOrder}`;

function decision(dto: Omit<TieDto, 'decidedBy'>): TieDecision | null {
  if (dto.winnerTeamId === null) return null;
  if (dto.teamOneGoals !== dto.teamTwoGoals) return 'AGGREGATE';
  if (dto.awayGoalsRule && dto.teamOneAwayGoals !== dto.teamTwoAwayGoals) return 'AWAY_GOALS';
  return 'PENALTIES';
}

/** The tie of each leg among `rows`, by match id; the other legs and the tournaments' rules are read as needed. */
export async function tiesOf(db: Db, rows: MatchRow[]): Promise<Map<string, TieDto>> {
  const legs = rows.filter((m) => m.leg !== null && m.roundId !== null);
  const out = new Map<string, TieDto>();
  if (legs.length === 0) return out;
  const roundIds = [...new Set(legs.map((m) => m.roundId as string))];
  const byKey = new Map<string, { first?: MatchRow; second?: MatchRow }>();
  const stored = await fetchAll(
    db
      .select()
      .from(matches)
      .where(and(inArray(matches.roundId, roundIds), isNotNull(matches.leg))),
  );
  for (const m of stored) {
    const entry = byKey.get(legKey(m)) ?? {};
    if (m.leg === 1) entry.first = m;
    else entry.second = m;
    byKey.set(legKey(m), entry);
  }
  const tournamentIds = [...new Set(legs.flatMap((m) => (m.tournamentId ? [m.tournamentId] : [])))];
  const awayGoals = new Map(
    (
      await fetchAll(
        db
          .select({ id: tournaments.id, knockout: tournaments.knockout })
          .from(tournaments)
          .where(inArray(tournaments.id, tournamentIds)),
      )
    ).map((t) => [t.id, t.knockout?.awayGoals ?? false]),
  );
  for (const m of legs) {
    const { first, second } = byKey.get(legKey(m)) ?? {};
    if (!first || !second || first.teamTwoId === null) continue;
    const leg1 = toEngineMatch(first);
    const leg2 = toEngineMatch(second);
    const rule = awayGoals.get(m.tournamentId ?? '') ?? false;
    const aggregate = tieAggregate(leg1, leg2);
    const dto = {
      firstLegId: first.id,
      secondLegId: second.id,
      teamOneId: first.teamOneId,
      teamTwoId: first.teamTwoId,
      firstLeg: {
        teamOneScore: first.teamOneScore,
        teamTwoScore: first.teamTwoScore,
        completed: first.status === 'COMPLETED',
      },
      teamOneGoals: aggregate?.teamOne.goals ?? null,
      teamTwoGoals: aggregate?.teamTwo.goals ?? null,
      teamOneAwayGoals: aggregate?.teamOne.awayGoals ?? null,
      teamTwoAwayGoals: aggregate?.teamTwo.awayGoals ?? null,
      awayGoalsRule: rule,
      penaltiesTeamOne: second.penaltiesTeamTwo,
      penaltiesTeamTwo: second.penaltiesTeamOne,
      winnerTeamId: tieWinner(leg1, leg2, { awayGoals: rule }),
    };
    out.set(m.id, { ...dto, decidedBy: decision(dto) });
  }
  return out;
}
