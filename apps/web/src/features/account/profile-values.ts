import { formatDateDmy, parseDateInput, type UserDto } from '@cancha/shared';

// The profile form as text fields (docs/product/accounts.md#calls — multipart: file, fullname, lastname,
// location, email, username, userGender, birthdate). Pure helpers so the "Save only when something changed"
// rule is tested.
export const PROFILE_TEXT_FIELDS = [
  'fullname',
  'lastname',
  'location',
  'email',
  'username',
  'userGender',
  'birthdate',
] as const;
export type ProfileField = (typeof PROFILE_TEXT_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

export function profileValuesOf(user: UserDto): ProfileValues {
  return {
    fullname: user.fullname ?? '',
    lastname: user.lastname ?? '',
    location: user.location ?? '',
    email: user.email,
    username: user.username ?? '',
    userGender: user.userGender ?? '',
    birthdate: formatDateDmy(user.birthdate) ?? '',
  };
}

function normalized(field: ProfileField, value: string): string {
  const v = value.trim();
  if (field === 'email') return v.toLowerCase();
  if (field === 'birthdate') return parseDateInput(v) ?? v;
  return v;
}

/** Fields whose value differs from the loaded one (ignoring surrounding spaces and the date's spelling). */
export function changedFields(initial: ProfileValues, current: ProfileValues): ProfileField[] {
  return PROFILE_TEXT_FIELDS.filter((f) => normalized(f, initial[f]) !== normalized(f, current[f]));
}

/**
 * docs/product/accounts.md#profile — Save is enabled only when a field differs or a new avatar file is
 * chosen.
 */
export function isProfileDirty(
  initial: ProfileValues,
  current: ProfileValues,
  newFile: File | null,
): boolean {
  return newFile !== null || changedFields(initial, current).length > 0;
}

/**
 * The multipart body of user.updateProfile, with the field names of the REST profile call
 * (docs/product/accounts.md#calls). A new e-mail address travels with the current password and the language
 * of the confirmation e-mail sent to it.
 */
export function profileFormData(
  values: ProfileValues,
  file: File | null,
  emailChange?: { currentPassword: string; locale: string },
): FormData {
  const form = new FormData();
  if (emailChange) {
    form.append('currentPassword', emailChange.currentPassword);
    form.append('locale', emailChange.locale);
  }
  if (file) form.append('file', file);
  for (const field of PROFILE_TEXT_FIELDS) {
    const value = values[field].trim();
    form.append(field, field === 'birthdate' ? (parseDateInput(value) ?? value) : value);
  }
  return form;
}
