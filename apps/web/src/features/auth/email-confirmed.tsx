import { homePathFor } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { AuthCard } from './auth-card';
import type { ConfirmationResult } from './confirmation-results';
import { useCurrentUser } from './current-user';
import { useUserCache } from './user-cache';

export function EmailConfirmedPage({ result }: { result: ConfirmationResult }) {
  const { t } = useLingui();
  const userCache = useUserCache();
  const { user } = useCurrentUser();
  const ok = result === 'CONFIRMED' || result === 'CHANGED';
  // A session open in this browser shows the proven address (and drops its notice) at once.
  useEffect(() => {
    if (ok) void userCache.refresh();
  }, [ok, userCache]);

  const title = ok ? t`Email confirmado` : t`No pudimos confirmar el email`;
  const message = {
    CONFIRMED: <Trans>Listo: tu email quedó confirmado. Las invitaciones enviadas a él ya son tuyas.</Trans>,
    CHANGED: (
      <Trans>Listo: tu cuenta ahora usa tu nuevo email. Avisamos del cambio a la dirección anterior.</Trans>
    ),
    TOKEN_EXPIRED: <Trans>El enlace venció. Pide uno nuevo desde tu cuenta.</Trans>,
    TOKEN_INVALID: <Trans>El enlace no es válido o ya se usó. Pide uno nuevo desde tu cuenta.</Trans>,
    EMAIL_TAKEN: <Trans>Otra cuenta ya usa ese email, así que no pudimos cambiar el tuyo.</Trans>,
  }[result];
  const Icon = ok ? CircleCheckIcon : CircleAlertIcon;

  return (
    <AuthCard title={title}>
      <div className="grid justify-items-center gap-4 text-center" role="status">
        <div
          className={
            ok
              ? 'flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary'
              : 'flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive'
          }
        >
          <Icon className="size-7" aria-hidden />
        </div>
        <p>{message}</p>
        <Button asChild size="lg" className="w-full">
          {user ? (
            <Link to={homePathFor(user.role)}>
              <Trans>Ir a mi inicio</Trans>
            </Link>
          ) : (
            <Link to="/login">
              <Trans>Iniciar sesión</Trans>
            </Link>
          )}
        </Button>
      </div>
    </AuthCard>
  );
}
