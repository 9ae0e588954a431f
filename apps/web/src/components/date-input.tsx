import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { autoFormatDateInput, isAllowedDateKey } from '@/lib/validation';
import { Input } from './ui/input';

/**
 * A date typed as dd/MM/yyyy (docs/product/forms.md#date-inputs): only digits, '/', '-' and navigation keys
 * can be typed; anything pasted is cleaned; the '/' separators are added while typing.
 */
export function DateInput({
  value,
  onValueChange,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="bday"
      placeholder={t`dd/mm/aaaa`}
      maxLength={10}
      {...props}
      value={value}
      onKeyDown={(event) => {
        if (!isAllowedDateKey(event)) event.preventDefault();
        props.onKeyDown?.(event);
      }}
      onChange={(event) => onValueChange(autoFormatDateInput(value, event.target.value))}
    />
  );
}
