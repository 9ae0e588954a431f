import { groupText, type MatchDto, matchStageText, type RoundStage } from '@cancha/shared';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/utils';

/** What a board says of a match's place in the tournament: 'Grupo A', 'Cuartos de final', 'Tercer puesto'. */
export function useStageLabel(stages: Record<string, RoundStage>) {
  const { i18n } = useLingui();
  return (match: MatchDto): string | null => {
    if (match.group) return i18n._(groupText(match.group));
    const stage = match.roundId ? stages[match.roundId] : undefined;
    return stage ? i18n._(matchStageText(stage, match.thirdPlace)) : null;
  };
}

/** A score to show: the final one, or the one so far while the match is played. */
export function shownScore(match: MatchDto): string | null {
  if (match.status !== 'COMPLETED' && match.status !== 'IN_PROGRESS') return null;
  if (match.teamOneScore === null || match.teamTwoScore === null) return null;
  return `${match.teamOneScore} - ${match.teamTwoScore}`;
}

/** One match on the board: kick-off, both teams, its stage, and the score or the referee. */
export function BoardMatch({
  match,
  stage,
  large,
}: {
  match: MatchDto;
  stage: string | null;
  large?: boolean;
}) {
  const { t } = useLingui();
  const score = shownScore(match);
  const live = match.status === 'IN_PROGRESS';
  return (
    <li
      className={cn(
        'grid grid-cols-[auto_1fr] gap-x-3 rounded-lg border bg-card p-3 shadow-xs',
        large ? 'gap-x-5 p-5' : 'lg:p-4',
        live && 'border-primary ring-2 ring-primary',
      )}
      data-testid="board-match"
      data-status={match.status}
    >
      <span className={cn('row-span-3 font-bold tabular', large ? 'text-5xl' : 'text-lg lg:text-3xl')}>
        {match.time}
      </span>
      {stage ? (
        <span className={cn('text-muted-foreground', large ? 'text-xl' : 'text-xs lg:text-sm')}>{stage}</span>
      ) : null}
      <span className={cn('min-w-0 font-medium', large ? 'text-4xl leading-tight' : 'lg:text-xl')}>
        <span className="block break-words">{match.teamOne.name}</span>
        <span className="block break-words">{match.teamTwo?.name}</span>
      </span>
      <span className={cn('text-muted-foreground', large ? 'text-2xl' : 'text-sm lg:text-base')}>
        {score ? (
          <span className="font-semibold text-foreground tabular" data-testid="board-score">
            {score}
            {live ? <span className="ms-2 font-normal text-primary">{t`En juego`}</span> : null}
          </span>
        ) : match.referee ? (
          t`Árbitro: ${{ name: match.referee.name }}`
        ) : null}
      </span>
    </li>
  );
}
