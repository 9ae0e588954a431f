import type * as React from 'react';
import { describedBy, Field } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';

// Form fields more than one form uses, built on components/ui/field.tsx.

/** A titled group of fields; two columns from tablet width up. */
export function FormSection({ title, children }: { title: React.ReactNode; children: React.ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="mb-3 font-semibold text-base">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * A select with its label and inline error (components/ui/field.tsx). A chosen label too long for the trigger is cut
 * with an ellipsis; the whole of it is the trigger's title (and in the open list, where options wrap).
 */
export function ChoiceField({
  id,
  label,
  placeholder,
  value,
  onChange,
  options,
  error,
  required,
}: {
  id: string;
  label: React.ReactNode;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string; disabled?: boolean }[];
  error?: string;
  required?: boolean;
}) {
  const chosen = options.find((o) => o.value === value)?.label;
  return (
    <Field id={id} label={label} error={error}>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger
          id={id}
          title={chosen}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error: !!error })}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent className="max-h-72">
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}

/** An on/off setting with its label and a hint, the whole row wide. */
export function SwitchField({
  id,
  checked,
  onCheckedChange,
  label,
  hint,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: React.ReactNode;
  hint: React.ReactNode;
}) {
  return (
    <div className="flex min-h-11 items-center justify-between gap-4 rounded-lg border p-3 sm:col-span-2">
      <div className="grid min-w-0 gap-1">
        <label htmlFor={id} className="cursor-pointer font-medium text-sm leading-none">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={`${id}-hint`} />
    </div>
  );
}
