import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleCheckIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { PasswordInput } from '@/components/password-input';
import { Spinner } from '@/components/spinner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { classifyError } from '@/lib/error-kind';
import { errorMessage, GENERIC_MESSAGES } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { isValidPasswordLength } from '@/lib/validation';
import { AuthCard } from './auth-card';

/**
 * The new-password page (docs/product/accounts.md#password-recovery). The token comes from the link in the
 * e-mail.
 */
export function NewPasswordForm({ token }: { token: string | undefined }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<{ message: string; askNewLink: boolean } | null>(null);
  const [done, setDone] = useState(false);

  if (!token) {
    return (
      <AuthCard title={t`Nueva contraseña`}>
        <Alert variant="destructive">
          <AlertDescription>
            <Trans>Token no encontrado. Por favor, verifica el enlace.</Trans>
          </AlertDescription>
        </Alert>
        <Button asChild variant="outline">
          <Link to="/recover-password">
            <Trans>Pedir un enlace nuevo</Trans>
          </Link>
        </Button>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={t`Contraseña actualizada`}>
        <div className="grid justify-items-center gap-4 text-center" role="status">
          <div className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
            <CircleCheckIcon className="size-7" aria-hidden />
          </div>
          <p>
            <Trans>Listo: ya puedes iniciar sesión con tu nueva contraseña.</Trans>
          </p>
          <Button asChild size="lg" className="w-full">
            <Link to="/login">
              <Trans>Iniciar sesión</Trans>
            </Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  const passwordError =
    submitted && !isValidPasswordLength(password)
      ? t`La contraseña debe tener entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres.`
      : null;
  const repeatError = submitted && repeat !== password ? t`Las contraseñas no coinciden.` : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (!isValidPasswordLength(password) || repeat !== password) return;
    try {
      await reset.mutateAsync({ token, password });
      setDone(true);
    } catch (error) {
      const kind = classifyError(error);
      // docs/product/accounts.md#password-recovery — 'invalido' and 'expirado' have their own messages;
      // anything else a server error.
      if (kind.kind === 'app' && kind.code === 'TOKEN_INVALID') {
        setFailure({ message: errorMessage(i18n, error), askNewLink: true });
      } else if (kind.kind === 'app' && kind.code === 'TOKEN_EXPIRED') {
        setFailure({ message: errorMessage(i18n, error), askNewLink: true });
      } else if (kind.kind === 'network') {
        setFailure({ message: i18n._(GENERIC_MESSAGES.network), askNewLink: false });
      } else {
        setFailure({
          message: t`Error del servidor. No pudimos cambiar tu contraseña, inténtalo más tarde.`,
          askNewLink: false,
        });
      }
    }
  };

  return (
    <AuthCard
      title={t`Nueva contraseña`}
      description={<Trans>Elige una contraseña nueva para tu cuenta.</Trans>}
    >
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>
            <p>{failure.message}</p>
            {failure.askNewLink ? (
              <Link to="/recover-password" className="font-medium underline underline-offset-2">
                <Trans>Pedir un enlace nuevo</Trans>
              </Link>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={reset.isPending}>
        <Field
          id={`${id}-password`}
          label={<Trans>Nueva contraseña</Trans>}
          hint={
            <Trans>
              Entre {PASSWORD_MIN_LENGTH} y {PASSWORD_MAX_LENGTH} caracteres.
            </Trans>
          }
          error={passwordError}
        >
          <PasswordInput
            id={`${id}-password`}
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={describedBy(`${id}-password`, { hint: true, error: !!passwordError })}
          />
        </Field>
        <Field id={`${id}-repeat`} label={<Trans>Repite la contraseña</Trans>} error={repeatError}>
          <PasswordInput
            id={`${id}-repeat`}
            name="repeatPassword"
            autoComplete="new-password"
            required
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            aria-invalid={repeatError ? true : undefined}
            aria-describedby={describedBy(`${id}-repeat`, { error: !!repeatError })}
          />
        </Field>
        <Button type="submit" size="lg" disabled={reset.isPending || password === '' || repeat === ''}>
          {reset.isPending ? <Spinner /> : null}
          <Trans>Guardar contraseña</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
