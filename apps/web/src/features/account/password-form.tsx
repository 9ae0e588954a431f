import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type UserDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { PasswordInput } from '@/components/password-input';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { describedBy, Field } from '@/components/ui/field';
import { useUserCache } from '@/features/auth/user-cache';
import { classifyError } from '@/lib/error-kind';
import { useErrorSentence } from '@/lib/error-texts';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { isValidPasswordLength } from '@/lib/validation';

/**
 * Password management (docs/product/accounts.md#password-change, #calls — currentPassword, newPassword,
 * primaryPassword).
 * Accounts created with Google have no password yet: they only choose one.
 */
export function PasswordForm({ user }: { user: UserDto }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const userCache = useUserCache();
  const update = useMutation(trpc.user.updatePassword.mutationOptions());
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [primaryPassword, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [wrongCurrent, setWrongCurrent] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const sentence = useErrorSentence();
  const currentError = wrongCurrent
    ? sentence('WRONG_PASSWORD')
    : submitted && user.hasPassword && currentPassword === ''
      ? t`Escribe tu contraseña actual.`
      : null;
  const newError =
    submitted && !isValidPasswordLength(newPassword)
      ? t`La contraseña debe tener entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres.`
      : null;
  const repeatError =
    submitted && primaryPassword !== newPassword ? sentence('PASSWORDS_DO_NOT_MATCH') : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setAlert(null);
    setWrongCurrent(false);
    if ((user.hasPassword && currentPassword === '') || !isValidPasswordLength(newPassword)) return;
    if (primaryPassword !== newPassword) return;
    try {
      await update.mutateAsync({
        currentPassword: user.hasPassword ? currentPassword : '',
        newPassword,
        primaryPassword,
      });
      setCurrent('');
      setNew('');
      setRepeat('');
      setSubmitted(false);
      toast.success(t`Tu contraseña se actualizó.`);
      void userCache.refresh();
    } catch (error) {
      const kind = classifyError(error);
      if (kind.kind === 'app' && kind.code === 'WRONG_PASSWORD') setWrongCurrent(true);
      else setAlert(errorMessage(i18n, error));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {user.hasPassword ? <Trans>Cambiar contraseña</Trans> : <Trans>Crear contraseña</Trans>}
        </CardTitle>
        <CardDescription>
          {user.hasPassword ? (
            <Trans>Al cambiarla se cierran tus sesiones en otros dispositivos.</Trans>
          ) : (
            <Trans>Entras con Google. Crea una contraseña si también quieres entrar con tu email.</Trans>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={update.isPending}>
          {alert ? <AlertBanner variant="error" message={alert} onClose={() => setAlert(null)} /> : null}
          {user.hasPassword ? (
            <Field id={`${id}-current`} label={<Trans>Contraseña actual</Trans>} error={currentError}>
              <PasswordInput
                id={`${id}-current`}
                name="currentPassword"
                autoComplete="current-password"
                value={currentPassword}
                onChange={(e) => {
                  setCurrent(e.target.value);
                  setWrongCurrent(false);
                }}
                aria-invalid={currentError ? true : undefined}
                aria-describedby={describedBy(`${id}-current`, { error: !!currentError })}
              />
            </Field>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={`${id}-new`}
              label={<Trans>Nueva contraseña</Trans>}
              hint={
                <Trans>
                  Entre {PASSWORD_MIN_LENGTH} y {PASSWORD_MAX_LENGTH} caracteres.
                </Trans>
              }
              error={newError}
            >
              <PasswordInput
                id={`${id}-new`}
                name="newPassword"
                autoComplete="new-password"
                value={newPassword}
                onChange={(e) => setNew(e.target.value)}
                aria-invalid={newError ? true : undefined}
                aria-describedby={describedBy(`${id}-new`, { hint: true, error: !!newError })}
              />
            </Field>
            <Field id={`${id}-repeat`} label={<Trans>Repite la nueva contraseña</Trans>} error={repeatError}>
              <PasswordInput
                id={`${id}-repeat`}
                name="primaryPassword"
                autoComplete="new-password"
                value={primaryPassword}
                onChange={(e) => setRepeat(e.target.value)}
                aria-invalid={repeatError ? true : undefined}
                aria-describedby={describedBy(`${id}-repeat`, { error: !!repeatError })}
              />
            </Field>
          </div>
          <div className="flex justify-end">
            <Button
              type="submit"
              disabled={update.isPending || newPassword === '' || primaryPassword === ''}
              className="w-full sm:w-auto"
            >
              {update.isPending ? <Spinner /> : null}
              <Trans>Actualizar contraseña</Trans>
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
