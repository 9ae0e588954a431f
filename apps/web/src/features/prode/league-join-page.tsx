import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { UsersIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/current-user';
import { errorMessage } from '@/lib/errors';
import { trpc } from '@/lib/trpc';

/**
 * /prode?join=<token>: a private league's invitation link. Joining takes a tap (a link preview or a mail scanner
 * opening it must not join anyone); a visitor is asked to sign in first.
 */
export function LeagueJoinPage({ token }: { token: string | undefined }) {
  const { i18n } = useLingui();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const join = useMutation(trpc.prode.joinLeague.mutationOptions());
  if (!token)
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <EmptyState icon={UsersIcon} title={<Trans>Este enlace de liga no es válido.</Trans>} />
      </div>
    );
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-10 text-center">
      <h1 className="font-bold text-2xl">
        <Trans>Te invitaron a una liga del Prode</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>Pronostica los partidos y compite en la tabla con tus amigos.</Trans>
      </p>
      {join.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {errorMessage(i18n, join.error)}
        </p>
      ) : null}
      {user ? (
        <Button
          className="justify-self-center"
          disabled={join.isPending}
          onClick={() =>
            // mutate, not mutateAsync: a refusal (a link no longer valid) is shown above, not thrown unhandled.
            join.mutate(
              { token },
              {
                onSuccess: (league) =>
                  void navigate({
                    to: '/prode/$gameId',
                    params: { gameId: league.gameId },
                    search: { tab: 'table', league: league.id },
                  }),
              },
            )
          }
        >
          <Trans>Unirme a la liga</Trans>
        </Button>
      ) : (
        <div className="grid justify-items-center gap-2">
          <Button asChild>
            <Link to="/login">
              <Trans>Inicia sesión para unirte</Trans>
            </Link>
          </Button>
          <p className="text-muted-foreground text-sm">
            <Trans>Después vuelve a abrir este enlace.</Trans>
          </p>
        </div>
      )}
    </div>
  );
}
