import { SELECTABLE_USER_GENDERS, USER_GENDERS, type UserGender } from '@cancha/shared';
import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { DeferredSelect } from '@/components/deferred-select';
import { USER_GENDER_LABELS } from '@/components/gender-labels';
import { lazyPart } from '@/lib/lazy-part';

// Radix's select and its positioning come when the page is idle or the select is first used.
const popup = lazyPart(() => import('./gender-select-popup').then((m) => m.GenderSelectPopup));

/**
 * The user gender selector of register and profile: MALE and FEMALE only; a stored TRANSGENDER, NON_BINARY
 * or OTHER is kept as an option so it shows its label rather than a raw key
 * (docs/product/accounts.md#genders).
 */
export function GenderSelect({
  id,
  value,
  onValueChange,
  ...aria
}: {
  id: string;
  value: string;
  onValueChange: (value: UserGender) => void;
} & Pick<React.AriaAttributes, 'aria-invalid' | 'aria-describedby'>) {
  const { i18n, t } = useLingui();
  const options: UserGender[] = [...SELECTABLE_USER_GENDERS];
  const stored = (USER_GENDERS as readonly string[]).includes(value) ? (value as UserGender) : null;
  if (stored && !options.includes(stored)) options.push(stored);
  return (
    <DeferredSelect
      part={popup}
      trigger={{ id, ...aria }}
      placeholder={t`Selecciona una opción`}
      valueLabel={stored ? i18n._(USER_GENDER_LABELS[stored]) : undefined}
      props={{ options, value, onValueChange }}
    />
  );
}
