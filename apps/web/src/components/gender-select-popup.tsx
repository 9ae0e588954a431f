import type { UserGender } from '@cancha/shared';
import { useLingui } from '@lingui/react/macro';
import type { DeferredPopupProps } from '@/components/deferred-popup';
import { USER_GENDER_LABELS } from '@/components/gender-labels';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** The real select behind components/gender-select.tsx, downloaded when the page is idle or the select is used. */
export function GenderSelectPopup({
  options,
  value,
  onValueChange,
  trigger,
  defaultOpen,
  triggerRef,
}: DeferredPopupProps & {
  options: UserGender[];
  value: string;
  onValueChange: (value: UserGender) => void;
}) {
  const { i18n, t } = useLingui();
  return (
    <Select value={value} onValueChange={(v) => onValueChange(v as UserGender)} defaultOpen={defaultOpen}>
      <SelectTrigger ref={triggerRef} {...trigger}>
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
