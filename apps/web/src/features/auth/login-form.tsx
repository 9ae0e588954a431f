import {
  type DemoAccountKind,
  homePathFor,
  isErrorCode,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@cancha/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { CircleCheckIcon, FlaskConicalIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { PasswordInput } from '@/components/password-input';
import { Spinner } from '@/components/spinner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Separator } from '@/components/ui/separator';
import { classifyError } from '@/lib/error-kind';
import { useErrorSentence } from '@/lib/error-texts';
import { errorMessage } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { canSubmitLogin, isValidEmail, isValidPasswordLength, showEmailFormatError } from '@/lib/validation';
import { AuthCard } from './auth-card';
import { GoogleIcon } from './google-icon';
import { startLocalSession } from './session-actions';
import { claimThirdPartyCookiesNotice, ThirdPartyCookiesDialog } from './third-party-cookies-dialog';

export interface LoginFormProps {
  /** Prefilled after registering (/login?email=…). */
  initialEmail?: string;
  /** The visitor arrives straight from /register. */
  registered?: boolean;
  /** An error code sent back by the Google sign-in (/login?error=OAUTH_FAILED). */
  oauthError?: string;
}

const DEMO_ACCOUNT_LABELS: Record<DemoAccountKind, MessageDescriptor> = {
  CREATOR: msg`Creador de torneos`,
  PLAYER: msg`Jugador`,
  OWNER: msg`Dueña del sitio`,
};

export function LoginForm({ initialEmail, registered, oauthError }: LoginFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const config = useQuery(trpc.auth.config.queryOptions());
  const signIn = useMutation(trpc.auth.signIn.mutationOptions());

  const [email, setEmail] = useState(initialEmail ?? '');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [navigating, setNavigating] = useState(false);
  const [wrongCredentials, setWrongCredentials] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  // A Google sign-in that failed comes back with its code in the address.
  const sentence = useErrorSentence();
  const [oauthCode, setOauthCode] = useState(oauthError && isErrorCode(oauthError) ? oauthError : null);
  const shownAlert = alert ?? (oauthCode ? sentence(oauthCode) || null : null);
  const [cookieNotice, setCookieNotice] = useState(false);

  const loading = signIn.isPending || navigating;
  const emailInvalid = !isValidEmail(email);
  const emailError = (submitted ? emailInvalid : showEmailFormatError(email))
    ? t`Formato de email invalido`
    : null;
  const passwordError =
    submitted && !isValidPasswordLength(password)
      ? t`La contraseña debe tener entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres.`
      : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmitLogin({ email, password, loading })) return;
    setSubmitted(true);
    setWrongCredentials(false);
    setAlert(null);
    if (emailInvalid || !isValidPasswordLength(password)) return;
    try {
      const result = await signIn.mutateAsync({ email: email.trim(), password });
      setNavigating(true);
      await startLocalSession(queryClient, result);
      // docs/product/site-and-navigation.md#areas-and-guards — PARTICIPANT → /player, ADMIN →
      // /tournament-creator, no role → /role-user.
      await navigate({ to: homePathFor(result.role) });
    } catch (error) {
      setNavigating(false);
      const kind = classifyError(error);
      // docs/product/accounts.md#sign-in — wrong credentials: the localized message; anything else: an alert
      // for 5 s.
      if (kind.kind === 'app' && kind.code === 'INVALID_CREDENTIALS') setWrongCredentials(true);
      else setAlert(errorMessage(i18n, error, 'signIn'));
      if (registered && claimThirdPartyCookiesNotice()) setCookieNotice(true);
    }
  };

  const demoAccounts = config.data?.demo ? config.data.demoAccounts : [];

  return (
    <AuthCard
      title={t`Iniciar sesión`}
      description={<Trans>Entra para ver tus torneos y tu equipo.</Trans>}
      footer={
        <>
          <p>
            <Trans>
              ¿No tienes cuenta?{' '}
              <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
                Regístrate
              </Link>
            </Trans>
          </p>
          <p className="flex flex-wrap justify-center gap-x-4">
            <Link to="/terms-and-conditions" className="inline-flex min-h-11 items-center hover:underline">
              <Trans>Términos y condiciones</Trans>
            </Link>
            <Link to="/privacy-policies" className="inline-flex min-h-11 items-center hover:underline">
              <Trans>Política de privacidad</Trans>
            </Link>
          </p>
        </>
      }
    >
      {shownAlert ? (
        <AlertBanner
          variant="error"
          message={shownAlert}
          onClose={() => {
            setAlert(null);
            setOauthCode(null);
          }}
        />
      ) : null}
      {registered ? (
        // Said on the page, not only in a toast that may be gone before it is read.
        <Alert variant="success" role="status" data-testid="account-created">
          <CircleCheckIcon aria-hidden />
          <AlertDescription className="text-foreground">
            <Trans>
              Tu cuenta está creada. Inicia sesión con tu contraseña para empezar; también te enviamos un
              email para confirmar tu dirección.
            </Trans>
          </AlertDescription>
        </Alert>
      ) : null}

      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={loading}>
        <Field id={`${id}-email`} label={<Trans>Email</Trans>} error={emailError}>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={describedBy(`${id}-email`, { error: !!emailError })}
          />
        </Field>
        <Field id={`${id}-password`} label={<Trans>Contraseña</Trans>} error={passwordError}>
          <PasswordInput
            id={`${id}-password`}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={describedBy(`${id}-password`, { error: !!passwordError })}
          />
        </Field>
        <div className="-mt-2 flex justify-end">
          <Link
            to="/recover-password"
            className="inline-flex min-h-11 items-center text-primary text-sm underline-offset-4 hover:underline"
          >
            <Trans>¿Olvidaste tu contraseña?</Trans>
          </Link>
        </div>
        {wrongCredentials ? (
          <FieldError>
            <Trans>Email o contraseña incorrectos.</Trans>
          </FieldError>
        ) : null}
        <Button type="submit" size="lg" disabled={!canSubmitLogin({ email, password, loading })}>
          {loading ? <Spinner /> : null}
          <Trans>Iniciar sesión</Trans>
        </Button>
      </form>

      {config.data?.google ? (
        <>
          <div className="flex items-center gap-3 text-muted-foreground text-xs uppercase">
            <Separator className="flex-1" />
            <Trans>o</Trans>
            <Separator className="flex-1" />
          </div>
          {/* A full page redirect to the API (docs/product/accounts.md#google-sign-in — auth/google). */}
          <Button asChild variant="outline" size="lg">
            <a href="/api/v1/auth/google">
              <GoogleIcon />
              <Trans>Continuar con Google</Trans>
            </a>
          </Button>
        </>
      ) : null}

      {demoAccounts.length > 0 ? (
        <section aria-labelledby={`${id}-demo`} className="grid gap-2 rounded-lg border border-dashed p-3">
          <h2 id={`${id}-demo`} className="flex items-center gap-2 font-medium text-sm">
            <FlaskConicalIcon className="size-4 text-primary" aria-hidden />
            <Trans>Cuentas de demostración</Trans>
          </h2>
          <p className="text-muted-foreground text-xs">
            <Trans>Elige una para completar el formulario.</Trans>
          </p>
          <ul className="grid gap-2">
            {demoAccounts.map((account) => (
              <li key={account.email}>
                <Button
                  variant="secondary"
                  className="h-auto min-h-11 w-full flex-col items-start gap-0 py-2 text-left"
                  onClick={() => {
                    setEmail(account.email);
                    setPassword(account.password);
                    setSubmitted(false);
                    setWrongCredentials(false);
                  }}
                >
                  <span>{i18n._(DEMO_ACCOUNT_LABELS[account.kind])}</span>
                  <span className="font-normal text-muted-foreground text-xs">{account.email}</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ThirdPartyCookiesDialog open={cookieNotice} onOpenChange={setCookieNotice} />
    </AuthCard>
  );
}
