import { LOCATION_MAX, USERNAME_PATTERN, type UserDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { CameraIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { DateInput } from '@/components/date-input';
import { GenderSelect } from '@/components/gender-select';
import { ImagePicker } from '@/components/image-picker';
import { PasswordInput } from '@/components/password-input';
import { PlaceInput } from '@/components/place-input';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useImagePicker } from '@/components/use-image-picker';
import { UserAvatar } from '@/components/user-avatar';
import { useUserCache } from '@/features/auth/user-cache';
import { classifyError } from '@/lib/error-kind';
import { useErrorSentence } from '@/lib/error-texts';
import { errorMessage } from '@/lib/errors';
import { uiLocaleOf } from '@/lib/locale';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { isValidBirthdate, isValidEmail, showEmailFormatError } from '@/lib/validation';
import {
  changedFields,
  isProfileDirty,
  type ProfileField,
  type ProfileValues,
  profileFormData,
  profileValuesOf,
} from './profile-values';

/** The profile part of 'Mi cuenta' (docs/product/accounts.md#profile, #calls). */
export function ProfileForm({ user }: { user: UserDto }) {
  const { t, i18n } = useLingui();
  const sentence = useErrorSentence();
  const id = useId();
  const toast = useToast();
  const userCache = useUserCache();
  const update = useMutation(trpc.user.updateProfile.mutationOptions());

  const [initial, setInitial] = useState<ProfileValues>(() => profileValuesOf(user));
  const [values, setValues] = useState<ProfileValues>(initial);
  const photo = useImagePicker();
  const [serverErrors, setServerErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const [wrongPassword, setWrongPassword] = useState(false);

  const set = (field: ProfileField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const errors: Partial<Record<ProfileField, string>> = {
    email:
      serverErrors.email ??
      ((submitted ? !isValidEmail(values.email) : showEmailFormatError(values.email))
        ? t`Formato de email invalido`
        : undefined),
    username:
      serverErrors.username ??
      (values.username.trim() !== '' && !USERNAME_PATTERN.test(values.username.trim())
        ? t`Usa de 3 a 30 letras, números, puntos, guiones o guiones bajos.`
        : undefined),
    birthdate:
      values.birthdate.trim() !== '' &&
      !isValidBirthdate(values.birthdate) &&
      (submitted || values.birthdate.length >= 8)
        ? t`Fecha no válida`
        : undefined,
  };
  const hasErrors =
    !isValidEmail(values.email) ||
    (values.username.trim() !== '' && !USERNAME_PATTERN.test(values.username.trim())) ||
    (values.birthdate.trim() !== '' && !isValidBirthdate(values.birthdate));

  const dirty = isProfileDirty(initial, values, photo.file);
  // A new address takes effect from the link sent to it, and needs the password when the account has one.
  const emailChanging = changedFields(initial, values).includes('email');
  const needsPassword = emailChanging && user.hasPassword;
  const passwordError = wrongPassword
    ? sentence('WRONG_PASSWORD')
    : submitted && needsPassword && currentPassword === ''
      ? t`Escribe tu contraseña actual para cambiar el email.`
      : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setAlert(null);
    if (!dirty || hasErrors || (needsPassword && currentPassword === '')) return;
    const emailChange = emailChanging ? { currentPassword, locale: uiLocaleOf(i18n.locale) } : undefined;
    try {
      const { user: saved } = await update.mutateAsync(profileFormData(values, photo.file, emailChange));
      userCache.store(saved);
      const next = profileValuesOf(saved);
      setInitial(next);
      setValues(next);
      photo.clear();
      setSubmitted(false);
      setCurrentPassword('');
      const pending = saved.pendingEmail;
      if (emailChanging && pending) {
        toast.success(t`Te enviamos un enlace a ${pending}: el email cambia cuando lo abras.`);
      } else {
        toast.success(t`Tus datos se guardaron.`);
      }
    } catch (error) {
      const kind = classifyError(error);
      if (kind.kind === 'app' && kind.code === 'WRONG_PASSWORD') {
        setWrongPassword(true);
      } else if (kind.kind === 'app' && kind.code === 'EMAIL_TAKEN') {
        setServerErrors({ email: errorMessage(i18n, error) });
      } else if (kind.kind === 'app' && kind.code === 'USERNAME_TAKEN') {
        setServerErrors({ username: errorMessage(i18n, error) });
      } else {
        // docs/product/api-and-errors.md#error-messages — 400 'Archivo no válido', 413 'Tamaño de archivo
        // excedido', …
        setAlert(errorMessage(i18n, error, 'upload'));
      }
    }
  };

  const field = (name: ProfileField | 'currentPassword') => `${id}-${name}`;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Datos personales</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Así te verán tus compañeros y quienes organizan los torneos.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={update.isPending}>
          {alert ? <AlertBanner variant="error" message={alert} onClose={() => setAlert(null)} /> : null}

          <ImagePicker
            id={`${id}-file`}
            name="file"
            image={photo}
            inputLabel={t`Foto de perfil`}
            preview={<UserAvatar user={user} src={photo.preview} className="size-20 text-xl" />}
            fill={false}
            icon={CameraIcon}
            buttonLabel={photo.preview ? <Trans>Elegir otra foto</Trans> : <Trans>Cambiar foto</Trans>}
            hint={<Trans>JPG, PNG o WebP, hasta 5 MB.</Trans>}
          />

          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={field('fullname')} label={<Trans>Nombre</Trans>}>
              <Input
                id={field('fullname')}
                name="fullname"
                autoComplete="given-name"
                maxLength={60}
                value={values.fullname}
                onChange={(e) => set('fullname')(e.target.value)}
              />
            </Field>
            <Field id={field('lastname')} label={<Trans>Apellido</Trans>}>
              <Input
                id={field('lastname')}
                name="lastname"
                autoComplete="family-name"
                maxLength={60}
                value={values.lastname}
                onChange={(e) => set('lastname')(e.target.value)}
              />
            </Field>
            <Field id={field('email')} label={<Trans>Email</Trans>} error={errors.email}>
              <Input
                id={field('email')}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                value={values.email}
                onChange={(e) => set('email')(e.target.value)}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={describedBy(field('email'), { error: !!errors.email })}
              />
            </Field>
            {needsPassword ? (
              <Field
                id={field('currentPassword')}
                label={<Trans>Tu contraseña</Trans>}
                hint={<Trans>Para cambiar el email. Te enviaremos un enlace a la nueva dirección.</Trans>}
                error={passwordError}
                className="sm:col-span-2"
              >
                <PasswordInput
                  id={field('currentPassword')}
                  name="currentPassword"
                  autoComplete="current-password"
                  value={currentPassword}
                  onChange={(e) => {
                    setCurrentPassword(e.target.value);
                    setWrongPassword(false);
                  }}
                  aria-invalid={passwordError ? true : undefined}
                  aria-describedby={describedBy(field('currentPassword'), {
                    hint: true,
                    error: !!passwordError,
                  })}
                />
              </Field>
            ) : null}
            <Field id={field('username')} label={<Trans>Nombre de usuario</Trans>} error={errors.username}>
              <Input
                id={field('username')}
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                maxLength={30}
                value={values.username}
                onChange={(e) => set('username')(e.target.value)}
                aria-invalid={errors.username ? true : undefined}
                aria-describedby={describedBy(field('username'), { error: !!errors.username })}
              />
            </Field>
            <Field id={field('location')} label={<Trans>Ubicación</Trans>} className="sm:col-span-2">
              <PlaceInput
                id={field('location')}
                name="location"
                maxLength={LOCATION_MAX}
                placeholder={t`Ciudad, provincia, país`}
                value={values.location}
                // The server places the chosen label (or typed text) on the map itself.
                onValueChange={(text) => set('location')(text)}
              />
            </Field>
            <Field id={field('userGender')} label={<Trans>Género</Trans>}>
              <GenderSelect
                id={field('userGender')}
                value={values.userGender}
                onValueChange={set('userGender')}
              />
            </Field>
            <Field
              id={field('birthdate')}
              label={<Trans>Fecha de nacimiento</Trans>}
              hint={<Trans>Formato dd/mm/aaaa</Trans>}
              error={errors.birthdate}
            >
              <DateInput
                id={field('birthdate')}
                name="birthdate"
                value={values.birthdate}
                onValueChange={set('birthdate')}
                aria-invalid={errors.birthdate ? true : undefined}
                aria-describedby={describedBy(field('birthdate'), { hint: true, error: !!errors.birthdate })}
              />
            </Field>
          </div>

          <div className="flex justify-end">
            <Button
              type="submit"
              size="lg"
              disabled={!dirty || update.isPending}
              className="w-full sm:w-auto"
            >
              {update.isPending ? <Spinner /> : null}
              <Trans>Guardar cambios</Trans>
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
