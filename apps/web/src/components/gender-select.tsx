import { SELECTABLE_USER_GENDERS, USER_GENDERS, type UserGender } from '@cancha/shared';
import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { USER_GENDER_LABELS } from '@/components/gender-labels';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/**
 * The user gender selector of register and profile: MALE and FEMALE only; a stored TRANSGENDER, NON_BINARY
 * or OTHER is kept as an option so it shows its label rather than a raw key (spec: platform §3).
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
    <Select value={value} onValueChange={(v) => onValueChange(v as UserGender)}>
      <SelectTrigger id={id} {...aria}>
        <SelectValue placeholder={t`Selecciona una opción`} />
      </SelectTrigger>
      <SelectContent>
        {options.map((g) => (
          <SelectItem key={g} value={g}>
            {i18n._(USER_GENDER_LABELS[g])}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
