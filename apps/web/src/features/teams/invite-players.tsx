import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailIcon, RotateCcwIcon, SendIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Spinner } from '@/components/spinner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { appCodeOf } from '@/lib/error-kind';
import { errorMessage } from '@/lib/errors';
import { uiLocaleOf } from '@/lib/locale';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { isValidEmail, showEmailFormatError } from '@/lib/validation';

// Answers about the address itself are shown under the field; anything else is a toast.
const FIELD_CODES = new Set(['ALREADY_IN_TEAM', 'INVITATION_PENDING', 'VALIDATION']);

/**
 * Invite by e-mail (spec: tournaments §5, §7; INV-10, 11) and the team's pending invitations, for the captain.
 * The field is required; 'Formato de email invalido' waits for 9 characters, or for a submit.
 */
export function InvitePlayers({ teamId }: { teamId: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const invite = useMutation(trpc.invitations.invite.mutationOptions());
  const pending = useQuery(trpc.invitations.ofTeam.queryOptions({ teamId }));
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const formatError = (submitted ? !isValidEmail(email) : showEmailFormatError(email))
    ? t`Formato de email invalido`
    : null;
  const error = serverError ?? formatError;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValidEmail(email) || invite.isPending) return;
    const address = email.trim();
    try {
      await invite.mutateAsync({ playerEmail: address, teamId, locale: uiLocaleOf(i18n.locale) });
      toast.success(t`Invitación enviada a ${address}.`);
      setEmail('');
      setSubmitted(false);
      void queryClient.invalidateQueries({ queryKey: trpc.invitations.ofTeam.queryKey({ teamId }) });
    } catch (err) {
      const code = appCodeOf(err);
      if (code && FIELD_CODES.has(code)) setServerError(errorMessage(i18n, err));
      else toast.error(errorMessage(i18n, err));
    }
  };

  const inputId = `${id}-email`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Invitar jugadores</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Le enviaremos un email; si todavía no tiene cuenta, podrá registrarse y unirse.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
        >
          <Field id={inputId} label={<Trans>Email del jugador</Trans>} error={error}>
            <Input
              id={inputId}
              name="playerEmail"
              type="email"
              inputMode="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setServerError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(inputId, { error: !!error })}
            />
          </Field>
          <Button type="submit" className="sm:mt-6" disabled={email.trim() === '' || invite.isPending}>
            {invite.isPending ? <Spinner /> : <SendIcon aria-hidden />}
            <Trans>Invitar</Trans>
          </Button>
        </form>
        <section aria-labelledby={`${id}-pending`} className="grid gap-2">
          <h3 id={`${id}-pending`} className="font-medium text-sm">
            <Trans>Invitaciones pendientes</Trans>
          </h3>
          {pending.isPending ? (
            <div className="grid gap-2" aria-busy="true">
              <Skeleton className="h-11" />
              <Skeleton className="h-11" />
            </div>
          ) : pending.isError ? (
            <div
              className="flex flex-wrap items-center justify-between gap-2 text-destructive text-sm"
              role="alert"
            >
              <Trans>Error al obtener las invitaciones.</Trans>
              <Button variant="outline" onClick={() => void pending.refetch()}>
                <RotateCcwIcon aria-hidden />
                <Trans>Reintentar</Trans>
              </Button>
            </div>
          ) : pending.data.length === 0 ? (
            <p className="text-muted-foreground text-sm">
              <Trans>No hay invitaciones pendientes.</Trans>
            </p>
          ) : (
            <ul className="divide-y rounded-lg border">
              {pending.data.map((invitation) => (
                <li key={invitation.id} className="flex min-h-11 items-center gap-3 px-3 py-2">
                  <MailIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="min-w-0 flex-1 truncate text-sm">{invitation.email}</span>
                  <Badge variant="pending">
                    <Trans>Pendiente</Trans>
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
