import type { MatchDetailDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  ArrowLeftIcon,
  BanIcon,
  CheckIcon,
  HourglassIcon,
  InfoIcon,
  LockIcon,
  MessageSquareTextIcon,
  SendIcon,
  XIcon,
} from 'lucide-react';
import type * as React from 'react';
import { type FormEvent, useId, useState } from 'react';
import { TeamLogo } from '@/components/crest';
import { lazyDialog } from '@/components/lazy-dialog';
import { LoadError } from '@/components/load-error';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { PageTitle } from '@/components/page-title';
import { SectionHeading } from '@/components/section-heading';
import { Spinner } from '@/components/spinner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { useRequiredUser } from '@/features/auth/current-user';
import { ChatButton } from '@/features/chat/chat-button';
import { Scoreboard } from '@/features/competition/match-detail-page';
import { MatchDetails } from '@/features/competition/match-details-section';
import { MatchSchedule } from '@/features/competition/match-schedule';
import { appCodeOf } from '@/lib/error-kind';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useChallengeCache } from './challenge-cache';
import { type ChallengePhase, challengePhase, headToHeadView } from './challenge-view';
import { ChallengeStatusBadge } from './challenges-page';

const MatchStatusDialog = lazyDialog(() =>
  import('@/features/competition/match-status-dialog').then((m) => m.MatchStatusDialog),
);

/**
 * The challenge's detail, 'Detalle del partido' (docs/product/challenges.md#challenge-page,
 * #challenging-a-team, #answering, #the-friendly): place with its map, date, time, the answer to the
 * challenge, both teams with the score and the match status, the head-to-head and the description. A captain
 * of the challenged team answers it; once accepted, its creator edits place, date and time, enters events and
 * the result, and closes the match as COMPLETED or CANCELED, for good. Everyone else reads. The players of both
 * teams have the challenge chat, opened as a dialog (docs/product/chat.md#conversations, #who-may-chat).
 */
export function ChallengeDetailPage({ challengeId }: { challengeId: string }) {
  const challenge = useQuery(trpc.challenges.byId.queryOptions({ challengeId }));
  if (challenge.isPending) return <ChallengeSkeleton />;
  if (challenge.isError) {
    const code = appCodeOf(challenge.error);
    if (code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'VALIDATION') return <ChallengeNotFound />;
    return (
      <LoadError
        message={<Trans>No se pudo cargar el desafío.</Trans>}
        onRetry={() => void challenge.refetch()}
        retrying={challenge.isFetching}
      />
    );
  }
  return <ChallengeView match={challenge.data} />;
}

function ChallengeView({ match }: { match: MatchDetailDto }) {
  const { t } = useLingui();
  const user = useRequiredUser();
  const [statusOpen, setStatusOpen] = useState(false);
  const phase = challengePhase(match);
  const manage = phase === 'MANAGE';
  const challenge = match.challenges;
  const isCreator = challenge?.challengeCreatorId === user.id;
  const challengeId = match.challengesId ?? challenge?.id ?? null;
  const chatTitle = match.teamTwo ? `${match.teamOne.name} - ${match.teamTwo.name}` : match.teamOne.name;
  return (
    <div className="grid gap-6" data-testid="challenge-detail" data-phase={phase} data-status={match.status}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageTitle title={t`Detalle del partido`} className="min-w-0 flex-1" />
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          {challengeId ? (
            <ChatButton
              type="challenge"
              id={challengeId}
              title={chatTitle}
              hideWithoutAccess
              className="flex-1 sm:flex-none"
            />
          ) : null}
          <Button asChild variant="outline" className="flex-1 sm:flex-none">
            <Link to="/player/teams/challenges">
              <ArrowLeftIcon aria-hidden />
              <Trans>Volver a mis desafíos</Trans>
            </Link>
          </Button>
        </div>
      </div>
      {challenge ? (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="challenge-answer-status">
          <span className="text-muted-foreground">
            <Trans>Respuesta al desafío:</Trans>
          </span>
          <ChallengeStatusBadge status={challenge.status} />
        </p>
      ) : null}
      <Scoreboard match={match} onChangeStatus={manage ? () => setStatusOpen(true) : undefined} />
      <PhaseNotice match={match} phase={phase} isCreator={isCreator} />
      {challenge?.description ? <Description text={challenge.description} /> : null}
      <MatchSchedule
        match={match}
        editable={manage}
        bye={false}
        point={challenge ? { lat: challenge.lat, lng: challenge.lng } : null}
      />
      {challenge?.status === 'ACCEPTED' ? <MatchDetails match={match} editable={manage} /> : null}
      <HeadToHead match={match} />
      {manage ? (
        <MatchStatusDialog
          key={match.status}
          match={match}
          open={statusOpen}
          onOpenChange={setStatusOpen}
          irreversible
        />
      ) : null}
    </div>
  );
}

/** What the viewer can do now, or why they cannot (docs/product/challenges.md#the-friendly). */
function PhaseNotice({
  match,
  phase,
  isCreator,
}: {
  match: MatchDetailDto;
  phase: ChallengePhase;
  isCreator: boolean;
}) {
  switch (phase) {
    case 'ANSWER':
      return <AnswerForm match={match} />;
    case 'WAITING':
      return (
        <Alert variant="info" role="note" data-testid="challenge-waiting">
          <HourglassIcon aria-hidden />
          <AlertTitle>
            <Trans>Esperando la respuesta del equipo desafiado.</Trans>
          </AlertTitle>
          {isCreator ? (
            <AlertDescription>
              <Trans>
                Cuando acepten el desafío podrás editar el lugar, la fecha y la hora, cargar los eventos y el
                resultado.
              </Trans>
            </AlertDescription>
          ) : null}
        </Alert>
      );
    case 'REJECTED':
      return (
        <Alert variant="destructive" role="note" data-testid="challenge-rejected">
          <BanIcon aria-hidden />
          <AlertTitle>
            <Trans>El equipo desafiado rechazó el desafío.</Trans>
          </AlertTitle>
          <AlertDescription>
            <Trans>El partido quedó cancelado y no se puede modificar.</Trans>
          </AlertDescription>
        </Alert>
      );
    case 'MANAGE':
      return (
        <Alert variant="info" role="note">
          <InfoIcon aria-hidden />
          <AlertDescription>
            <Trans>
              Creaste este desafío: puedes editar el lugar, la fecha y la hora, cargar los eventos y el
              resultado. Al terminar, elige el estado del partido: Finalizado o Cancelado.
            </Trans>
          </AlertDescription>
        </Alert>
      );
    case 'ACCEPTED':
      return (
        <Alert variant="info" role="note">
          <InfoIcon aria-hidden />
          <AlertDescription>
            <Trans>
              Solo quien creó el desafío puede editar el partido, cargar los eventos y el resultado.
            </Trans>
          </AlertDescription>
        </Alert>
      );
    case 'FINISHED':
      return (
        <Alert variant="default" role="note" data-testid="challenge-finished">
          <LockIcon aria-hidden />
          <AlertDescription>
            {match.status === 'CANCELED' ? (
              <Trans>El partido fue cancelado: ya no se puede modificar.</Trans>
            ) : (
              <Trans>El partido está finalizado: ya no se puede modificar.</Trans>
            )}
          </AlertDescription>
        </Alert>
      );
  }
}

type Answer = 'ACCEPTED' | 'REJECTED';

/**
 * docs/product/challenges.md#answering — a captain of the challenged team accepts or rejects, once; the
 * submit stays disabled until a choice is made. Rejecting cancels the match.
 */
function AnswerForm({ match }: { match: MatchDetailDto }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const cache = useChallengeCache();
  const answer = useMutation(trpc.challenges.answer.mutationOptions());
  const [choice, setChoice] = useState<Answer | ''>('');
  const challengeId = match.challengesId ?? match.challenges?.id ?? '';
  const rival = match.teamOne.name;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!choice || answer.isPending) return;
    try {
      const updated = await answer.mutateAsync({ challengeId, status: choice });
      cache.store(updated);
      toast.success(choice === 'ACCEPTED' ? t`Aceptaste el desafío.` : t`Rechazaste el desafío.`);
    } catch (err) {
      // A toast, not an inline message: re-reading the challenge may replace this form.
      toast.error(errorMessage(i18n, err));
      // Answered elsewhere meanwhile (CHALLENGE_ANSWERED): the detail reads the challenge again.
      void cache.refreshChallenge(challengeId);
    } finally {
      void cache.refreshLists();
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border-2 border-status-pending bg-card p-4 shadow-xs"
      data-testid="challenge-answer-form"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="font-semibold text-lg">
          <Trans>Responder al desafío</Trans>
        </h2>
        <p className="text-muted-foreground text-sm">
          <Trans>{rival} desafió a tu equipo. La respuesta no se podrá cambiar después.</Trans>
        </p>
      </div>
      <RadioGroup
        value={choice}
        onValueChange={(value) => setChoice(value as Answer)}
        aria-labelledby={`${id}-title`}
        className="grid gap-2 sm:grid-cols-2"
      >
        <RadioCard
          value="ACCEPTED"
          className="min-h-16 items-center gap-3 p-3 pr-12"
          data-testid="answer-accept"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-status-accepted/15 text-status-accepted">
            <CheckIcon className="size-5" aria-hidden />
          </span>
          <span className="grid min-w-0 gap-0.5">
            <span className="font-semibold">
              <Trans>Aceptar</Trans>
            </span>
            <span className="text-muted-foreground text-xs">
              <Trans>Juegan en el lugar, la fecha y la hora propuestos.</Trans>
            </span>
          </span>
        </RadioCard>
        <RadioCard
          value="REJECTED"
          className="min-h-16 items-center gap-3 p-3 pr-12"
          data-testid="answer-reject"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-status-rejected/15 text-status-rejected">
            <XIcon className="size-5" aria-hidden />
          </span>
          <span className="grid min-w-0 gap-0.5">
            <span className="font-semibold">
              <Trans>Rechazar</Trans>
            </span>
            <span className="text-muted-foreground text-xs">
              <Trans>El partido se cancela.</Trans>
            </span>
          </span>
        </RadioCard>
      </RadioGroup>
      <Button
        type="submit"
        disabled={!choice || answer.isPending}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        {answer.isPending ? <Spinner /> : <SendIcon aria-hidden />}
        <Trans>Enviar respuesta</Trans>
      </Button>
    </form>
  );
}

function Description({ text }: { text: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="challenge-description">
      <SectionHeading id={headingId}>
        <Trans>DESCRIPCIÓN</Trans>
      </SectionHeading>
      <div className="flex gap-3 rounded-xl border bg-card p-4 shadow-xs">
        <MessageSquareTextIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        <p className="min-w-0 whitespace-pre-line break-words text-sm">{text}</p>
      </div>
    </section>
  );
}

/**
 * docs/product/challenges.md#head-to-head — challengeStats: total matches, draws and the wins of each team, by
 * name.
 */
function HeadToHead({ match }: { match: MatchDetailDto }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const two = match.teamTwo;
  if (!two) return null;
  const view = headToHeadView(match.challengeStats, match.teamOne.name, two.name);
  const oneName = view.one.name;
  const twoName = view.two.name;
  const stat = (label: React.ReactNode, value: number, testId: string) => (
    <div className="grid gap-1 rounded-lg bg-muted/50 p-3 text-center" data-testid={testId}>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-bold text-2xl tabular">{i18n.number(value)}</dd>
    </div>
  );
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="head-to-head">
      <SectionHeading id={headingId}>
        <Trans>HISTORIAL ENTRE LOS EQUIPOS</Trans>
      </SectionHeading>
      <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs">
        {/* Sized by the card, never by the names: two long names are cut, they do not widen the page (which on a
            phone grew the layout wider than the screen once this section arrived). */}
        <div className="flex items-center justify-between gap-3 [contain:inline-size]">
          <span className="flex min-w-0 items-center gap-2">
            <TeamLogo logo={match.teamOne.logo} className="size-8" />
            <span className="truncate font-medium text-sm">{oneName}</span>
          </span>
          <span className="flex min-w-0 flex-row-reverse items-center gap-2 text-right">
            <TeamLogo logo={two.logo} className="size-8" />
            <span className="truncate font-medium text-sm">{twoName}</span>
          </span>
        </div>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {stat(<Trans>Partidos jugados</Trans>, view.total, 'h2h-total')}
          {stat(<Trans>Empates</Trans>, view.draws, 'h2h-draws')}
          {stat(<WinsOf name={oneName} />, view.one.wins, 'h2h-team-one')}
          {stat(<WinsOf name={twoName} />, view.two.wins, 'h2h-team-two')}
        </dl>
        {view.shares ? (
          <div className="flex h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden>
            <span className="bg-primary" style={{ width: `${view.shares.one}%` }} />
            <span className="bg-muted-foreground/40" style={{ width: `${view.shares.draws}%` }} />
            <span className="bg-status-scheduled" style={{ width: `${view.shares.two}%` }} />
          </div>
        ) : (
          <p className="text-center text-muted-foreground text-sm">
            <Trans>Todavía no jugaron partidos finalizados entre sí.</Trans>
          </p>
        )}
      </div>
    </section>
  );
}

function WinsOf({ name }: { name: string }) {
  return <Trans>Victorias de {name}</Trans>;
}

function ChallengeNotFound() {
  return (
    <NotFound
      title={<Trans>Este desafío no existe o no tienes acceso a él.</Trans>}
      back={{ link: { to: '/player/teams/challenges' }, label: <Trans>Volver a mis desafíos</Trans> }}
    />
  );
}

function ChallengeSkeleton() {
  const { t } = useLingui();
  return (
    <Loading label={t`Cargando desafío`} className="grid gap-6">
      <Skeleton className="h-9 w-1/2" />
      <Skeleton className="h-44 rounded-xl" />
      <Skeleton className="h-7 w-40" />
      <Skeleton className="h-32 rounded-xl" />
      <Skeleton className="h-7 w-52" />
      <Skeleton className="h-28 rounded-xl" />
    </Loading>
  );
}
