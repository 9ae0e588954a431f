import type { MatchDto, TieDto } from '@cancha/shared';
import { Trans } from '@lingui/react/macro';
import type { LinkProps } from '@tanstack/react-router';
import { MatchCard } from './match-card';

// A two-legged tie ("ida y vuelta"): both legs' cards under the aggregate, and how the tie was decided.

/** A round's list with each tie's legs together: the first leg's place holds the tie. */
export type RoundItem =
  | { kind: 'match'; match: MatchDto }
  | { kind: 'tie'; tie: TieDto; first: MatchDto; second: MatchDto };

export function roundItems(matches: readonly MatchDto[]): RoundItem[] {
  const byId = new Map(matches.map((m) => [m.id, m]));
  const out: RoundItem[] = [];
  for (const m of matches) {
    const first = m.tie ? byId.get(m.tie.firstLegId) : undefined;
    const second = m.tie ? byId.get(m.tie.secondLegId) : undefined;
    if (!m.tie || !first || !second) out.push({ kind: 'match', match: m });
    else if (m.id === first.id) out.push({ kind: 'tie', tie: m.tie, first, second });
  }
  return out;
}

function nameOf(first: MatchDto, teamId: string): string {
  return first.teamOne.id === teamId ? first.teamOne.name : (first.teamTwo?.name ?? '');
}

/** 'Global 3 - 2' in the first leg's sides, and who went through (on away goals or penalties, when so). */
function TieSummary({ tie, first }: { tie: TieDto; first: MatchDto }) {
  const winner = tie.winnerTeamId ? nameOf(first, tie.winnerTeamId) : null;
  const one = first.teamOne.name;
  const two = first.teamTwo?.name ?? '';
  const goals = tie.teamOneGoals !== null && tie.teamTwoGoals !== null;
  const g1 = tie.teamOneGoals;
  const g2 = tie.teamTwoGoals;
  const p1 = tie.penaltiesTeamOne;
  const p2 = tie.penaltiesTeamTwo;
  return (
    <div className="grid gap-1 px-1 text-sm" data-testid="tie-aggregate">
      <p className="font-semibold">
        {goals ? (
          <Trans>
            Global: {one} {g1} - {g2} {two}
          </Trans>
        ) : (
          <Trans>Global: se define en la vuelta</Trans>
        )}
      </p>
      {winner ? (
        <p className="text-muted-foreground" data-testid="tie-winner">
          {tie.decidedBy === 'PENALTIES' ? (
            <Trans>
              Avanza {winner} por penales ({p1} - {p2})
            </Trans>
          ) : tie.decidedBy === 'AWAY_GOALS' ? (
            <Trans>Avanza {winner} por goles de visitante</Trans>
          ) : (
            <Trans>Avanza {winner}</Trans>
          )}
        </p>
      ) : null}
    </div>
  );
}

/** Both legs of a tie in one card. */
export function TieCard({
  tie,
  first,
  second,
  linkOf,
}: {
  tie: TieDto;
  first: MatchDto;
  second: MatchDto;
  linkOf?: (match: MatchDto) => LinkProps;
}) {
  return (
    <div data-testid="tie-card" className="grid gap-2 rounded-2xl border border-dashed bg-muted/40 p-2">
      <TieSummary tie={tie} first={first} />
      <MatchCard match={first} link={linkOf?.(first)} />
      <MatchCard match={second} link={linkOf?.(second)} />
    </div>
  );
}
