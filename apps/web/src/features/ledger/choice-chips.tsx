import type * as React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/utils';

/**
 * A short list of choices as native radios drawn as large chips, two to a row on a phone: one tap each, and the
 * phone's own keyboard and screen-reader handling.
 */
export function ChoiceChips({
  legend,
  options,
  register,
}: {
  legend: React.ReactNode;
  options: { value: string; label: string }[];
  register: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 font-medium text-sm">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-3 text-sm shadow-xs transition-colors',
              'has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/40',
            )}
          >
            <input type="radio" value={o.value} className="size-4 accent-primary" {...register} />
            <span className="min-w-0">{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
