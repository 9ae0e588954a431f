import { homePathFor, type Role } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ShieldIcon, TrophyIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { classifyError } from '@/lib/error-kind';
import { errorMessage } from '@/lib/errors';
import { saveSessionHints } from '@/lib/session';
import { trpc } from '@/lib/trpc';
import { useUserCache } from './user-cache';

/**
 * docs/product/accounts.md#role-choice — /role-user: 'Creador de torneos' (ADMIN) or 'Jugador' (PARTICIPANT),
 * set once.
 */
export function RolePicker() {
  const { i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const userCache = useUserCache();
  const navigate = useNavigate();
  const setRole = useMutation(trpc.user.setRole.mutationOptions());
  const [role, setChosen] = useState<Role | ''>('');
  const [alert, setAlert] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!role) return;
    setAlert(null);
    try {
      const { user } = await setRole.mutateAsync({ role });
      userCache.store(user);
      saveSessionHints({ role: user.role, subscriptionActive: user.subscriptionActive });
      await navigate({ to: homePathFor(user.role) });
    } catch (error) {
      const kind = classifyError(error);
      if (kind.kind === 'app' && kind.code === 'ROLE_ALREADY_SET') {
        // Chosen meanwhile (another tab): go to the home of the role on record.
        const { user } = await queryClient.fetchQuery({ ...trpc.user.me.queryOptions(), staleTime: 0 });
        await navigate({ to: homePathFor(user?.role) });
        return;
      }
      setAlert(errorMessage(i18n, error));
    }
  };

  const titleId = `${id}-title`;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:py-16">
      <div className="grid gap-2 text-center">
        <h1 id={titleId} className="font-bold text-2xl tracking-tight sm:text-3xl">
          <Trans>Decide cómo quieres comenzar</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>Esta elección es definitiva: define qué parte de Cancha vas a usar.</Trans>
        </p>
      </div>
      {alert ? <AlertBanner variant="error" message={alert} onClose={() => setAlert(null)} /> : null}
      <form onSubmit={onSubmit} className="grid gap-6">
        <RadioGroup
          aria-labelledby={titleId}
          value={role}
          onValueChange={(v) => setChosen(v as Role)}
          className="sm:grid-cols-2"
        >
          <RadioCard value="ADMIN" aria-labelledby={`${id}-admin`} aria-describedby={`${id}-admin-desc`}>
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
              <TrophyIcon className="size-6" aria-hidden />
            </span>
            <span className="grid gap-1 pr-6">
              <span id={`${id}-admin`} className="font-semibold text-base">
                <Trans>Creador de torneos</Trans>
              </span>
              <span id={`${id}-admin-desc`} className="text-muted-foreground text-sm">
                <Trans>Crea y administra torneos, fechas, resultados e inscripciones.</Trans>
              </span>
            </span>
          </RadioCard>
          <RadioCard
            value="PARTICIPANT"
            aria-labelledby={`${id}-player`}
            aria-describedby={`${id}-player-desc`}
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
              <ShieldIcon className="size-6" aria-hidden />
            </span>
            <span className="grid gap-1 pr-6">
              <span id={`${id}-player`} className="font-semibold text-base">
                <Trans>Jugador</Trans>
              </span>
              <span id={`${id}-player-desc`} className="text-muted-foreground text-sm">
                <Trans>Arma tu equipo, inscríbete en torneos y desafía a otros equipos.</Trans>
              </span>
            </span>
          </RadioCard>
        </RadioGroup>
        <Button
          type="submit"
          size="lg"
          disabled={!role || setRole.isPending}
          className="sm:justify-self-center sm:px-10"
        >
          {setRole.isPending ? <Spinner /> : null}
          <Trans>Enviar</Trans>
        </Button>
      </form>
    </div>
  );
}
