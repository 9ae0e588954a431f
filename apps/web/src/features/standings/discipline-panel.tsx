import {
  type DisciplineDto,
  type DisciplineSettings,
  formatDateDmy,
  LIFT_REASON_MAX,
  type SuspensionDto,
  type SuspensionMatchDto,
} from '@cancha/shared';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckIcon, ShieldCheckIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { DialogActions } from '@/components/dialog-actions';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useFixtureCache } from '@/features/competition/fixture-cache';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { SUSPENSION_REASON_LABELS } from './tables-labels';

// Cards and suspensions (docs/decisions/013#discipline): who misses which match and why, which were served, and for
// the creator the lift of a match still to come on appeal, with its reason kept.

function Rules({ rules }: { rules: DisciplineSettings }) {
  const red = rules.suspensionMatchesForRed;
  const yellows = rules.yellowCardsForSuspension;
  return (
    <p className="text-muted-foreground text-sm" data-testid="discipline-rules">
      <Plural
        value={red}
        one="Roja directa: # partido de suspensión."
        other="Roja directa: # partidos de suspensión."
      />{' '}
      <Trans>Doble amarilla: 1 partido.</Trans>{' '}
      {yellows > 0 ? (
        <Trans>Cada {yellows} amarillas acumuladas: 1 partido.</Trans>
      ) : (
        <Trans>Sin suspensión por acumulación de amarillas.</Trans>
      )}
    </p>
  );
}

function MatchLine({ match }: { match: SuspensionMatchDto }) {
  const date = formatDateDmy(match.date);
  const rival = match.opponentName ?? '';
  return date ? (
    <Trans>
      {date} contra {rival}
    </Trans>
  ) : (
    <Trans>Contra {rival}</Trans>
  );
}

function LiftDialog({
  tournamentId,
  suspension,
  match,
  open,
  onOpenChange,
}: {
  tournamentId: string;
  suspension: SuspensionDto;
  match: SuspensionMatchDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const cache = useFixtureCache();
  const lift = useMutation(trpc.fixtures.liftSuspension.mutationOptions());
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const tooShort = reason.trim().length < 3;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (tooShort || lift.isPending) return;
    setError(null);
    try {
      const answer = await lift.mutateAsync({
        tournamentId,
        playerId: suspension.playerId,
        matchId: match.matchId,
        reason,
      });
      cache.storeDiscipline(answer);
      const name = suspension.name;
      toast.success(t`Suspensión levantada: ${name} puede jugar ese partido.`);
      onOpenChange(false);
      void cache.refresh();
    } catch (err) {
      setError(errorMessage(i18n, err));
    }
  };
  const name = suspension.name;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`}>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>
              <Trans>Levantar la suspensión de {name}</Trans>
            </DialogTitle>
            <DialogDescription>
              <MatchLine match={match} />.{' '}
              <Trans>El partido cuenta igual como cumplido; la razón queda registrada.</Trans>
            </DialogDescription>
          </DialogHeader>
          <Field
            id={`${id}-reason`}
            label={<Trans>Motivo</Trans>}
            hint={<Trans>Por ejemplo: apelación aceptada.</Trans>}
          >
            <Textarea
              id={`${id}-reason`}
              value={reason}
              maxLength={LIFT_REASON_MAX}
              onChange={(e) => setReason(e.target.value)}
              aria-describedby={describedBy(`${id}-reason`, { hint: true })}
              required
            />
          </Field>
          {error ? (
            <AlertBanner variant="error" message={error} duration={0} onClose={() => setError(null)} />
          ) : null}
          <DialogActions pending={lift.isPending} disabled={tooShort}>
            <Trans>Levantar suspensión</Trans>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function SuspensionCard({
  tournamentId,
  suspension,
  canLift,
}: {
  tournamentId: string;
  suspension: SuspensionDto;
  canLift: boolean;
}) {
  const { i18n } = useLingui();
  const [lifting, setLifting] = useState<SuspensionMatchDto | null>(null);
  const pending = suspension.pending;
  // Every match sat out and none to come: kept on the record, with nothing left to lift.
  const served =
    pending === 0 && suspension.appliesTo.length > 0 && suspension.appliesTo.every((m) => m.served);
  return (
    <li
      className="grid gap-2 rounded-xl border bg-card p-3 shadow-xs"
      data-testid="suspension"
      data-served={served || undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="grid">
          <span className="font-semibold wrap-anywhere">{suspension.name}</span>
          <span className="text-muted-foreground text-sm wrap-anywhere">{suspension.teamName}</span>
        </span>
        <span className="flex flex-wrap gap-1">
          <Badge variant="outline">{i18n._(SUSPENSION_REASON_LABELS[suspension.reason])}</Badge>
          {served ? (
            <Badge variant="secondary">
              <CheckIcon aria-hidden />
              <Trans>Cumplida</Trans>
            </Badge>
          ) : null}
        </span>
      </div>
      {suspension.appliesTo.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {suspension.appliesTo.map((m) => (
            <li key={m.matchId} className="flex flex-wrap items-center justify-between gap-2">
              <span className={m.served ? 'text-muted-foreground' : undefined}>
                {m.served ? <Trans>No jugó:</Trans> : <Trans>No juega:</Trans>} <MatchLine match={m} />
              </span>
              {canLift && !m.served ? (
                <Button size="sm" variant="outline" onClick={() => setLifting(m)}>
                  <Trans>Levantar</Trans>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {pending > 0 ? (
        <p className="text-muted-foreground text-sm">
          <Plural
            value={pending}
            one="Le queda # partido por cumplir."
            other="Le quedan # partidos por cumplir."
          />
        </p>
      ) : null}
      {suspension.lifted.map((l) => {
        const reason = l.reason;
        return (
          <p key={l.matchId} className="text-muted-foreground text-sm" data-testid="suspension-lifted">
            <Trans>Levantada</Trans> (<MatchLine match={l} />
            ): {reason}
          </p>
        );
      })}
      {lifting ? (
        <LiftDialog
          tournamentId={tournamentId}
          suspension={suspension}
          match={lifting}
          open
          onOpenChange={(open) => {
            if (!open) setLifting(null);
          }}
        />
      ) : null}
    </li>
  );
}

function CardsList({ players }: { players: DisciplineDto['players'] }) {
  return (
    <ul className="grid gap-1 text-sm" data-testid="player-cards">
      {players.map((p) => {
        const yellow = p.yellowCards;
        const red = p.redCards;
        return (
          <li
            key={`${p.teamId}:${p.playerId}`}
            className="flex flex-wrap justify-between gap-2 border-b py-1 last:border-b-0"
          >
            <span className="wrap-anywhere">
              {p.name} <span className="text-muted-foreground">· {p.teamName}</span>
            </span>
            <span className="tabular">
              <Trans>
                <Plural value={yellow} one="# amarilla" other="# amarillas" /> ·{' '}
                <Plural value={red} one="# roja" other="# rojas" />
              </Trans>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function DisciplinePanel({ tournamentId, visitor }: { tournamentId: string; visitor: boolean }) {
  const query = useQuery(
    visitor
      ? trpc.explore.discipline.queryOptions({ tournamentId })
      : trpc.fixtures.discipline.queryOptions({ tournamentId }),
  );
  if (query.isPending) return <Skeleton className="h-40 rounded-xl" />;
  if (query.isError) {
    return (
      <LoadError
        message={<Trans>No se pudieron cargar las tarjetas y suspensiones.</Trans>}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const d = query.data;
  return (
    <div className="grid gap-3" data-testid="discipline">
      <Rules rules={d.rules} />
      {d.suspensions.length === 0 ? (
        <EmptyState icon={ShieldCheckIcon} title={<Trans>No hay suspensiones.</Trans>} />
      ) : (
        <ul className="grid gap-2">
          {d.suspensions.map((s) => (
            <SuspensionCard
              key={`${s.playerId}:${s.cardMatchId}:${s.reason}`}
              tournamentId={tournamentId}
              suspension={s}
              canLift={d.canLift}
            />
          ))}
        </ul>
      )}
      {d.players.length > 0 ? (
        <div className="grid gap-1">
          <h3 className="font-semibold text-sm">
            <Trans>Tarjetas por jugador</Trans>
          </h3>
          <CardsList players={d.players} />
        </div>
      ) : null}
    </div>
  );
}
