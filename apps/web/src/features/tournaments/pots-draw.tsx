import { Trans, useLingui } from '@lingui/react/macro';
import { DicesIcon } from 'lucide-react';
import { useState } from 'react';
import { TeamLogo } from '@/components/crest';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { SELECT_TRIGGER_CLASS } from '@/components/ui/select-trigger';
import { cn } from '@/lib/utils';
import { potCountFor, potsFromAssignment, potsProblem } from './group-draw';

type Team = { id: string; name: string; logo: string | null };

/**
 * A draw from pots, as in a World Cup (docs/product/competition.md#groups): the creator puts the teams in pots
 * (usually by strength), and each group gets one team of each pot at random.
 */
export function PotsDraw({
  teams,
  groupCount,
  pending,
  onDraw,
}: {
  teams: Team[];
  groupCount: number;
  pending: boolean;
  onDraw: (pots: string[][]) => void;
}) {
  const { t } = useLingui();
  const potCount = potCountFor(teams.length, groupCount);
  // The teams in their order, dealt into pots of `groupCount`: a starting point to change.
  const [potOf, setPotOf] = useState<Record<string, number | undefined>>(() =>
    Object.fromEntries(teams.map((team, i) => [team.id, Math.floor(i / groupCount)])),
  );
  const problem = potsProblem(teams, potOf, potCount, groupCount);
  const pots = potsFromAssignment(teams, potOf, potCount);
  return (
    <section className="grid gap-3" aria-label={t`Sorteo por bombos`}>
      <h2 className="font-semibold text-lg">
        <Trans>Sorteo por bombos</Trans>
      </h2>
      <p className="text-muted-foreground text-sm">
        <Trans>
          Pon a los equipos en bombos (por ejemplo, los cabezas de serie en el primero): cada grupo recibe al
          azar un equipo de cada bombo.
        </Trans>
      </p>
      <ul className="grid gap-2">
        {teams.map((team) => {
          const name = team.name;
          return (
            <li key={team.id} className="flex min-w-0 items-center gap-3">
              <TeamLogo logo={team.logo} className="size-8" />
              <label htmlFor={`pot-of-${team.id}`} className="min-w-0 flex-1 truncate text-sm">
                {team.name}
              </label>
              <select
                id={`pot-of-${team.id}`}
                // Each team is listed twice on the screen (groups by hand, and pots): this one is its pot.
                aria-label={t`Bombo de ${name}`}
                className={cn(SELECT_TRIGGER_CLASS, 'w-28 shrink-0')}
                value={potOf[team.id] ?? ''}
                onChange={(e) =>
                  setPotOf((current) => ({
                    ...current,
                    [team.id]: e.target.value === '' ? undefined : Number(e.target.value),
                  }))
                }
              >
                <option value="">{t`Sin bombo`}</option>
                {Array.from({ length: potCount }, (_, i) => {
                  const n = i + 1;
                  return (
                    <option key={n} value={i}>
                      {t`Bombo ${n}`}
                    </option>
                  );
                })}
              </select>
            </li>
          );
        })}
      </ul>
      {problem ? (
        <p className="text-muted-foreground text-sm" role="status">
          {problem === 'UNASSIGNED' ? (
            <Trans>Falta elegir el bombo de algunos equipos.</Trans>
          ) : (
            <Trans>Un bombo no puede tener más equipos que grupos.</Trans>
          )}
        </p>
      ) : null}
      <Button
        variant="outline"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={problem !== null || pending}
        onClick={() => onDraw(pots)}
      >
        {pending ? <Spinner /> : <DicesIcon aria-hidden />}
        <Trans>Sortear por bombos</Trans>
      </Button>
    </section>
  );
}
