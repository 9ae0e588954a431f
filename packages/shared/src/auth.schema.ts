import { z } from 'zod';
import { EMAIL_PATTERN, USERNAME_PATTERN } from './auth';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { birthdateIso } from './dates';
import { singleLine } from './text.schema';
import { Locale, Role, UserGender } from './users.schema';

export const Email = singleLine(254)
  .min(1)
  .regex(EMAIL_PATTERN)
  .transform((v) => v.toLowerCase());

export const Password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** A past calendar date, accepted as dd/MM/yyyy or yyyy-MM-dd, normalised to yyyy-MM-dd. */
export const Birthdate = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const iso = birthdateIso(value);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: 'DATE_INVALID' });
      return z.NEVER;
    }
    return iso;
  });

export const SignUp = z.object({
  email: Email,
  password: Password,
  userGender: UserGender,
  birthdate: Birthdate,
  /** The language of the confirmation e-mail and of later e-mails. */
  locale: Locale.default('es'),
});
export type SignUp = z.input<typeof SignUp>;

// Sign-in checks only presence and size: the length rules apply when a password is chosen.
export const SignIn = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type SignIn = z.input<typeof SignIn>;

export const RequestPasswordReset = z.object({ email: Email, locale: Locale.default('es') });
export type RequestPasswordReset = z.input<typeof RequestPasswordReset>;

export const ResetPassword = z.object({ token: z.string().min(1).max(200), password: Password });
export type ResetPassword = z.input<typeof ResetPassword>;

// docs/product/accounts.md#calls — primaryPassword repeats the new password.
export const UpdatePassword = z
  .object({
    currentPassword: z.string().max(200).default(''),
    newPassword: Password,
    primaryPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.primaryPassword, {
    path: ['primaryPassword'],
    message: 'PASSWORDS_DO_NOT_MATCH',
  });
export type UpdatePassword = z.input<typeof UpdatePassword>;

export const SetRole = z.object({ role: Role });
export type SetRole = z.input<typeof SetRole>;

const optionalText = (max: number) =>
  singleLine(max)
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** Text fields of the profile form (the avatar file travels beside them in the multipart body). */
export const UpdateProfile = z.object({
  fullname: optionalText(60),
  lastname: optionalText(60),
  location: optionalText(200),
  /** A new address takes effect once confirmed from the link sent to it, and needs the current password. */
  email: Email.optional(),
  currentPassword: z.string().max(200).optional(),
  /** The language of the confirmation e-mail an address change sends. */
  locale: Locale.optional(),
  // USERNAME_PATTERN bounds the length.
  username: singleLine()
    .transform((v) => (v === '' ? null : v))
    .pipe(z.string().regex(USERNAME_PATTERN).nullable())
    .nullish(),
  userGender: z
    .union([UserGender, z.literal('')])
    .transform((v) => (v === '' ? null : v))
    .nullish(),
  birthdate: z
    .union([Birthdate, z.literal('')])
    .transform((v) => (v === '' ? null : v))
    .nullish(),
});
export type UpdateProfile = z.input<typeof UpdateProfile>;

export const ConfirmEmail = z.object({ token: z.string().min(1).max(200) });
export type ConfirmEmail = z.input<typeof ConfirmEmail>;

export const ResendConfirmation = z.object({ locale: Locale.default('es') });
export type ResendConfirmation = z.input<typeof ResendConfirmation>;

export const UserId = z.object({ id: singleLine(64).min(1) });
