import type { ChallengeListItem, ChallengeStatus } from '@cancha/shared';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BellRingIcon, MapPinIcon, SearchIcon, SwordsIcon } from 'lucide-react';
import { TeamLogo } from '@/components/crest';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageTitle } from '@/components/page-title';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { MatchStatusBadge, MatchWhen } from '@/features/competition/match-card';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { CHALLENGE_STATUS_BADGES, CHALLENGE_STATUS_LABELS } from './challenge-labels';
import { challengeCardView, pendingAnswers } from './challenge-view';

/**
 * 'Mis desafíos' (docs/product/challenges.md#my-challenges, #challenging-a-team; GET challenges): the
 * friendlies of every team the user plays in, newest first. Each card shows both shields and names, the date
 * and time, the answer (Pendiente / Aceptado / Rechazado), the match status and, once COMPLETED, the score;
 * those waiting for the user's answer are marked. A card opens the challenge's detail.
 */
export function ChallengesPage() {
  const { t } = useLingui();
  const challenges = useQuery(trpc.challenges.mine.queryOptions());
  return (
    <div className="grid gap-6">
      <PageTitle
        title={t`Mis desafíos`}
        description={<Trans>Los partidos amistosos que tus equipos propusieron o recibieron.</Trans>}
      />
      {challenges.isPending ? (
        <ChallengesLoading />
      ) : challenges.isError ? (
        <LoadError
          message={<Trans>Error al obtener los desafíos.</Trans>}
          onRetry={() => void challenges.refetch()}
          retrying={challenges.isFetching}
        />
      ) : challenges.data.length === 0 ? (
        <EmptyState
          icon={SwordsIcon}
          title={<Trans>Todavía no tienes desafíos para mostrar.</Trans>}
          description={<Trans>Busca un equipo cercano y desafíalo a un partido.</Trans>}
          action={
            <Button asChild>
              <Link to="/player/teams">
                <SearchIcon aria-hidden />
                <Trans>Buscar equipos cercanos</Trans>
              </Link>
            </Button>
          }
        />
      ) : (
        <ChallengeList items={challenges.data} />
      )}
    </div>
  );
}

function ChallengeList({ items }: { items: ChallengeListItem[] }) {
  const waiting = pendingAnswers(items);
  return (
    <div className="grid gap-3">
      {waiting > 0 ? (
        <p className="flex items-center gap-2 font-medium text-sm" data-testid="challenges-to-answer">
          <BellRingIcon className="size-4 text-status-pending" aria-hidden />
          <Plural
            value={waiting}
            one="Tienes # desafío por responder."
            other="Tienes # desafíos por responder."
          />
        </p>
      ) : null}
      <ul className="grid gap-3 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} className="min-w-0">
            <ChallengeCard item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The answer to a challenge with its own colour: Pendiente, Aceptado, Rechazado. */
export function ChallengeStatusBadge({ status }: { status: ChallengeStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge variant={CHALLENGE_STATUS_BADGES[status]} data-challenge-status={status}>
      {i18n._(CHALLENGE_STATUS_LABELS[status])}
    </Badge>
  );
}

function Side({ name, logo, align }: { name: string; logo: string | null; align: 'start' | 'end' }) {
  return (
    <span
      className={cn(
        'flex min-w-0 flex-1 items-center gap-2',
        align === 'end' && 'flex-row-reverse text-right',
      )}
    >
      <TeamLogo logo={logo} className="size-10" />
      <span className="line-clamp-2 min-w-0 break-words font-medium">{name}</span>
    </span>
  );
}

function ChallengeCard({ item }: { item: ChallengeListItem }) {
  const { t } = useLingui();
  const view = challengeCardView(item);
  const one = item.nameTeamOne;
  const two = item.nameTeamTwo;
  return (
    <Link
      to="/player/teams/challenges/$challengeId"
      params={{ challengeId: item.id }}
      data-testid="challenge-card"
      data-needs-answer={view.needsAnswer || undefined}
      aria-label={t`Desafío: ${one} contra ${two}`}
      className={cn(
        'grid min-w-0 gap-3 rounded-xl border bg-card p-3 shadow-xs outline-none transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-4',
        view.needsAnswer && 'border-status-pending border-l-4',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <MatchWhen date={item.challengedDate} time={view.time} />
        <span className="flex flex-wrap items-center gap-1.5">
          <ChallengeStatusBadge status={item.challengeStatus} />
          <MatchStatusBadge status={item.status} />
        </span>
      </div>
      <div className="flex items-center gap-3">
        <Side name={one} logo={item.logoTeamOne} align="start" />
        <span className="shrink-0 rounded-md bg-muted px-2 py-1 text-center font-bold tabular">
          <span aria-hidden>{view.score ? `${view.score.one} - ${view.score.two}` : <Trans>VS</Trans>}</span>
          <span className="sr-only">
            {view.score ? t`Resultado ${view.score.one} a ${view.score.two}` : t`Todavía no se jugó`}
          </span>
        </span>
        <Side name={two} logo={item.logoTeamTwo} align="end" />
      </div>
      {item.location || view.needsAnswer ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          {item.location ? (
            <span className="flex min-w-0 flex-1 items-center gap-1 text-muted-foreground">
              <MapPinIcon className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{item.location}</span>
            </span>
          ) : null}
          {view.needsAnswer ? (
            <Badge variant="outline" className="border-status-pending font-semibold">
              <BellRingIcon aria-hidden />
              <Trans>Por responder</Trans>
            </Badge>
          ) : null}
        </div>
      ) : null}
    </Link>
  );
}

function ChallengesLoading() {
  return (
    <div className="grid gap-3" aria-busy="true">
      <p role="status" className="text-muted-foreground text-sm">
        <Trans>Cargando desafíos...</Trans>
      </p>
      <ul className="grid gap-3 md:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <Skeleton className="h-32 rounded-xl" />
          </li>
        ))}
      </ul>
    </div>
  );
}
