import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type UserGender } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { DateInput } from '@/components/date-input';
import { GenderSelect } from '@/components/gender-select';
import { PasswordInput } from '@/components/password-input';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { classifyError } from '@/lib/error-kind';
import { errorMessage } from '@/lib/errors';
import { uiLocaleOf } from '@/lib/locale';
import { trpc } from '@/lib/trpc';
import {
  isValidBirthdate,
  isValidEmail,
  isValidPasswordLength,
  showEmailFormatError,
} from '@/lib/validation';
import { AuthCard } from './auth-card';

/**
 * docs/product/accounts.md#sign-up — /register: email, password, userGender, birthdate, and acceptance of
 * terms and privacy.
 */
export function RegisterForm({ initialEmail }: { initialEmail?: string } = {}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const signUp = useMutation(trpc.auth.signUp.mutationOptions());

  const [email, setEmail] = useState(initialEmail ?? '');
  const [password, setPassword] = useState('');
  const [userGender, setUserGender] = useState<UserGender | ''>('');
  const [birthdate, setBirthdate] = useState('');
  const [birthdateTouched, setBirthdateTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [emailTaken, setEmailTaken] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const emailError = emailTaken
    ? t`Ya existe una cuenta con ese email.`
    : (submitted ? !isValidEmail(email) : showEmailFormatError(email))
      ? t`Formato de email invalido`
      : null;
  const passwordError =
    submitted && !isValidPasswordLength(password)
      ? t`La contraseña debe tener entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres.`
      : null;
  const genderError = submitted && !userGender ? t`Elige una opción.` : null;
  const birthdateError =
    (submitted || (birthdateTouched && birthdate !== '')) && !isValidBirthdate(birthdate)
      ? t`Fecha no válida`
      : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setAlert(null);
    if (
      !isValidEmail(email) ||
      !isValidPasswordLength(password) ||
      !userGender ||
      !isValidBirthdate(birthdate)
    ) {
      return;
    }
    try {
      // The confirmation e-mail goes out in the language the visitor is reading.
      await signUp.mutateAsync({
        email: email.trim(),
        password,
        userGender,
        birthdate,
        locale: uiLocaleOf(i18n.locale),
      });
      // No automatic sign-in: the visitor signs in with the new account, the email already filled; the sign-in page
      // says the account exists (and that a confirmation e-mail is on its way).
      await navigate({ to: '/login', search: { email: email.trim(), registered: true } });
    } catch (error) {
      const kind = classifyError(error);
      // docs/product/accounts.md#sign-up — 'ya existe' (EMAIL_TAKEN) shows the email-exists message; others a
      // registration error.
      if (kind.kind === 'app' && kind.code === 'EMAIL_TAKEN') setEmailTaken(true);
      else setAlert(errorMessage(i18n, error, 'signUp'));
    }
  };

  return (
    <AuthCard
      title={t`Crear cuenta`}
      description={<Trans>Regístrate gratis y empieza a jugar.</Trans>}
      footer={
        <p>
          <Trans>
            ¿Ya tienes cuenta?{' '}
            <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
              Inicia sesión
            </Link>
          </Trans>
        </p>
      }
    >
      {alert ? <AlertBanner variant="error" message={alert} onClose={() => setAlert(null)} /> : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={signUp.isPending}>
        <Field id={`${id}-email`} label={<Trans>Email</Trans>} error={emailError}>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setEmailTaken(false);
            }}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={describedBy(`${id}-email`, { error: !!emailError })}
          />
        </Field>
        <Field
          id={`${id}-password`}
          label={<Trans>Contraseña</Trans>}
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
        <Field id={`${id}-gender`} label={<Trans>Género</Trans>} error={genderError}>
          <GenderSelect
            id={`${id}-gender`}
            value={userGender}
            onValueChange={setUserGender}
            aria-invalid={genderError ? true : undefined}
            aria-describedby={describedBy(`${id}-gender`, { error: !!genderError })}
          />
        </Field>
        <Field
          id={`${id}-birthdate`}
          label={<Trans>Fecha de nacimiento</Trans>}
          hint={<Trans>Formato dd/mm/aaaa</Trans>}
          error={birthdateError}
        >
          <DateInput
            id={`${id}-birthdate`}
            name="birthdate"
            required
            value={birthdate}
            onValueChange={setBirthdate}
            onBlur={() => setBirthdateTouched(true)}
            aria-invalid={birthdateError ? true : undefined}
            aria-describedby={describedBy(`${id}-birthdate`, { hint: true, error: !!birthdateError })}
          />
        </Field>
        <p className="text-muted-foreground text-sm">
          <Trans>
            Al registrarte aceptas los{' '}
            <Link
              to="/terms-and-conditions"
              className="font-medium text-primary underline underline-offset-2"
            >
              Términos y condiciones
            </Link>{' '}
            y la{' '}
            <Link to="/privacy-policies" className="font-medium text-primary underline underline-offset-2">
              Política de privacidad
            </Link>
            .
          </Trans>
        </p>
        <Button type="submit" size="lg" disabled={signUp.isPending}>
          {signUp.isPending ? <Spinner /> : null}
          <Trans>Crear cuenta</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
