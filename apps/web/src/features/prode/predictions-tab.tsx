import type { ProdeCardDto, ProdeCardMatchDto } from '@cancha/shared';
import { stageText } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LockIcon } from 'lucide-react';
import { useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { TeamLogo } from '@/components/crest';
import { TeamInitials } from '@/components/team-initials';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SELECT_TRIGGER_CLASS } from '@/components/ui/select-trigger';
import { useCurrentUser } from '@/features/auth/current-user';
import { MatchWhen } from '@/features/competition/match-card';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';

// The game's predictions: a round's matches, a score to type for each one still open, the result and the points of
// the others, and the champion picks while the game has not started.

type Draft = Record<string, { one: string; two: string }>;

const goals = (v: string) => (/^\d{1,2}$/.test(v) ? Number(v) : null);

function PointsBadge({ match }: { match: ProdeCardMatchDto }) {
  const points = match.mine?.points;
  if (points === null || points === undefined) return null;
  return (
    <Badge variant={points > 0 ? 'completed' : 'outline'} data-testid="prediction-points">
      <Trans>+{points} pts</Trans>
    </Badge>
  );
}

/**
 * A side of the match: the shield above the whole name, which wraps (a word longer than the side breaks) rather
 * than being cut short on a phone; a team without a shield shows its initials on its own colour.
 */
function Side({ team }: { team: ProdeCardMatchDto['teamOne'] }) {
  return (
    <div className="flex min-w-0 flex-col items-center gap-1 text-center" data-testid="prode-side">
      <TeamLogo logo={team.image} fallback={<TeamInitials name={team.name} />} className="size-9" />
      <span className="font-medium text-sm leading-tight wrap-anywhere">{team.name}</span>
    </div>
  );
}

function MatchRow({
  match,
  draft,
  onDraft,
  disabled,
}: {
  match: ProdeCardMatchDto;
  draft: { one: string; two: string };
  onDraft: (next: { one: string; two: string }) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const one = match.teamOne.name;
  const two = match.teamTwo.name;
  const mineOne = match.mine?.teamOneScore;
  const mineTwo = match.mine?.teamTwoScore;
  return (
    <li className="grid gap-2 rounded-xl border bg-card p-3" data-testid="prode-match">
      <div className="flex items-center justify-between gap-2">
        <MatchWhen date={match.date} time={match.time} className="text-xs" />
        {match.open ? null : (
          <span className="inline-flex items-center gap-1 text-muted-foreground text-xs">
            <LockIcon className="size-3" aria-hidden />
            <Trans>Cerrado</Trans>
          </span>
        )}
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2">
        <Side team={match.teamOne} />
        {match.open ? (
          <div className="flex items-center gap-1">
            <Input
              aria-label={t`Goles de ${one}`}
              inputMode="numeric"
              className="w-12 text-center"
              maxLength={2}
              value={draft.one}
              disabled={disabled}
              onChange={(e) => onDraft({ ...draft, one: e.target.value.replace(/\D/g, '') })}
            />
            <span aria-hidden>-</span>
            <Input
              aria-label={t`Goles de ${two}`}
              inputMode="numeric"
              className="w-12 text-center"
              maxLength={2}
              value={draft.two}
              disabled={disabled}
              onChange={(e) => onDraft({ ...draft, two: e.target.value.replace(/\D/g, '') })}
            />
          </div>
        ) : (
          <span className="min-w-16 text-center font-bold text-lg tabular" data-testid="prode-result">
            {match.result ? `${match.result.teamOne} - ${match.result.teamTwo}` : '–'}
          </span>
        )}
        <Side team={match.teamTwo} />
      </div>
      {match.open ? null : (
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="text-muted-foreground">
            {match.mine ? (
              <Trans>
                Tu pronóstico: {mineOne} - {mineTwo}
              </Trans>
            ) : (
              <Trans>Sin pronóstico</Trans>
            )}
          </span>
          <PointsBadge match={match} />
        </div>
      )}
    </li>
  );
}

function ChampionPicks({ card }: { card: ProdeCardDto }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const queryClient = useQueryClient();
  const pick = useMutation(trpc.prode.pickChampion.mutationOptions());
  const bonus = card.game.scoring.championBonus;
  if (bonus === 0 || card.champions.length === 0) return null;
  return (
    <section aria-labelledby="prode-champions" className="grid gap-2 rounded-xl border p-3">
      <h3 id="prode-champions" className="font-semibold">
        <Trans>¿Quién sale campeón? (+{bonus} pts)</Trans>
      </h3>
      {card.champions.map((c) => (
        <label key={c.tournamentId} className="grid gap-1 text-sm">
          <span className="text-muted-foreground">{c.tournamentName}</span>
          <select
            className={SELECT_TRIGGER_CLASS}
            value={c.teamId ?? ''}
            disabled={!c.open || !card.game.joined || pick.isPending}
            onChange={(e) =>
              void pick
                .mutateAsync({ gameId: card.game.id, tournamentId: c.tournamentId, teamId: e.target.value })
                .then(() => {
                  toast.success(t`Campeón elegido.`);
                  return queryClient.invalidateQueries(trpc.prode.card.queryFilter());
                })
                .catch((err) => toast.error(errorMessage(i18n, err)))
            }
          >
            <option value="" disabled>
              {t`Elige un equipo`}
            </option>
            {c.teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </label>
      ))}
    </section>
  );
}

export function PredictionsTab({
  card,
  onRound,
}: {
  card: ProdeCardDto;
  onRound: (roundId: string) => void;
}) {
  const { t, i18n } = useLingui();
  const { user } = useCurrentUser();
  const toast = useToast();
  const queryClient = useQueryClient();
  const join = useMutation(trpc.prode.join.mutationOptions());
  const predict = useMutation(trpc.prode.predict.mutationOptions());
  const [draft, setDraft] = useState<Draft>({});
  const [error, setError] = useState<string | null>(null);
  // The round asked for while its matches load: the shown round's scores cannot be typed meanwhile, or they would
  // be typed into the wrong matchday.
  const [requested, setRequested] = useState<string | null>(null);
  const switching = requested !== null && requested !== card.roundId;
  const refresh = () => queryClient.invalidateQueries(trpc.prode.pathFilter());
  const draftOf = (m: ProdeCardMatchDto) =>
    draft[m.matchId] ?? {
      one: m.mine ? String(m.mine.teamOneScore) : '',
      two: m.mine ? String(m.mine.teamTwoScore) : '',
    };
  const changed = card.matches.filter((m) => {
    const d = draft[m.matchId];
    if (!m.open || !d) return false;
    const a = goals(d.one);
    const b = goals(d.two);
    return a !== null && b !== null && (a !== m.mine?.teamOneScore || b !== m.mine?.teamTwoScore);
  });
  const several = new Set(card.rounds.map((r) => r.tournamentId)).size > 1;
  const save = async () => {
    setError(null);
    let saved = 0;
    for (const m of changed) {
      const d = draft[m.matchId]!;
      try {
        await predict.mutateAsync({
          gameId: card.game.id,
          matchId: m.matchId,
          teamOneScore: goals(d.one)!,
          teamTwoScore: goals(d.two)!,
        });
        saved += 1;
      } catch (err) {
        setError(`${m.teamOne.name} - ${m.teamTwo.name}: ${errorMessage(i18n, err)}`);
      }
    }
    if (saved > 0) toast.success(t`Pronósticos guardados.`);
    setDraft({});
    await refresh();
  };
  return (
    <div className="grid gap-4">
      {!card.game.joined ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-primary/5 p-3">
          <p className="text-sm">
            <Trans>Únete para pronosticar los partidos y aparecer en la tabla.</Trans>
          </p>
          {user ? (
            <Button
              disabled={join.isPending}
              onClick={() =>
                void join
                  .mutateAsync({ gameId: card.game.id })
                  .then(refresh)
                  .catch((err) => toast.error(errorMessage(i18n, err)))
              }
            >
              <Trans>Unirme al juego</Trans>
            </Button>
          ) : (
            <Button asChild>
              <Link to="/login">
                <Trans>Inicia sesión para jugar</Trans>
              </Link>
            </Button>
          )}
        </div>
      ) : null}
      {card.rounds.length > 0 ? (
        <label className="grid gap-1 text-sm">
          <span className="font-medium">
            <Trans>Fecha</Trans>
          </span>
          <select
            className={SELECT_TRIGGER_CLASS}
            value={switching ? requested : (card.roundId ?? '')}
            onChange={(e) => {
              setDraft({});
              setRequested(e.target.value);
              onRound(e.target.value);
            }}
          >
            {card.rounds.map((r) => (
              <option key={r.id} value={r.id}>
                {several ? `${r.tournamentName} · ${i18n._(stageText(r.stage))}` : i18n._(stageText(r.stage))}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {card.matches.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          <Trans>Todavía no hay partidos para pronosticar.</Trans>
        </p>
      ) : (
        <ul className={cn('grid gap-2')} aria-busy={switching || undefined}>
          {card.matches.map((m) => (
            <MatchRow
              key={m.matchId}
              match={m}
              draft={draftOf(m)}
              disabled={!card.game.joined || switching}
              onDraft={(next) => setDraft((d) => ({ ...d, [m.matchId]: next }))}
            />
          ))}
        </ul>
      )}
      {error ? (
        <AlertBanner variant="error" message={error} duration={0} onClose={() => setError(null)} />
      ) : null}
      {card.game.joined && card.matches.some((m) => m.open) ? (
        <Button disabled={changed.length === 0 || predict.isPending || switching} onClick={() => void save()}>
          <Trans>Guardar pronósticos</Trans>
        </Button>
      ) : null}
      <ChampionPicks card={card} />
    </div>
  );
}
