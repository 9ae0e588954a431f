import { formatDateDmy, parseDateInput } from '@cancha/shared';
import { useLingui } from '@lingui/react/macro';
import { CalendarIcon } from 'lucide-react';
import type * as React from 'react';
import { useRef } from 'react';
import { cn } from '@/lib/utils';
import { autoFormatDateInput, isAllowedDateKey } from '@/lib/validation';
import { Input } from './ui/input';

/**
 * A date typed as dd/MM/yyyy (docs/product/forms.md#date-inputs): only digits, '/', '-' and navigation keys
 * can be typed; anything pasted is cleaned; the '/' separators are added while typing. Its calendar button opens
 * the browser's own date picker (a phone's wheel or calendar), whose choice is written in the same dd/MM/yyyy.
 */
export function DateInput({
  value,
  onValueChange,
  className,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const picker = useRef<HTMLInputElement>(null);
  const locked = props.disabled || props.readOnly;
  return (
    <div className="relative w-full min-w-0">
      <Input
        type="text"
        inputMode="numeric"
        autoComplete="bday"
        placeholder={t`dd/mm/aaaa`}
        maxLength={10}
        {...props}
        className={cn('pr-11', className)}
        value={value}
        onKeyDown={(event) => {
          if (!isAllowedDateKey(event)) event.preventDefault();
          props.onKeyDown?.(event);
        }}
        onChange={(event) => onValueChange(autoFormatDateInput(value, event.target.value))}
      />
      <button
        type="button"
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:pointer-events-none disabled:opacity-50"
        aria-label={t`Elegir en el calendario`}
        disabled={locked}
        onClick={() => openPicker(picker.current)}
      >
        <CalendarIcon className="size-4" aria-hidden />
      </button>
      {/* The browser's picker, opened by the button: out of sight and of the tab order, under the button. */}
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        data-slot="date-picker"
        className="pointer-events-none absolute right-0 bottom-0 size-px opacity-0"
        value={parseDateInput(value) ?? ''}
        onChange={(event) => {
          const picked = formatDateDmy(event.target.value);
          if (picked) onValueChange(picked);
        }}
      />
    </div>
  );
}

/** Opens the browser's date picker; where showPicker is missing, focusing and clicking the field opens it. */
function openPicker(input: HTMLInputElement | null): void {
  if (!input) return;
  try {
    input.showPicker();
  } catch {
    input.focus();
    input.click();
  }
}
