import type * as React from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

// Form field helpers: a label, the control, an optional hint and an inline error, wired with ids so screen
// readers announce the hint and the error with the control.
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

export function describedBy(id: string, opts: { hint?: boolean; error?: boolean }): string | undefined {
  const ids = fieldIds(id);
  const list = [opts.hint ? ids.hint : null, opts.error ? ids.error : null].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const ids = fieldIds(id);
  return (
    // min-w-0: in a form's grid the field keeps to its column, whatever its control's text.
    <div data-slot="field" className={cn('grid min-w-0 gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={ids.hint} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.error}>{error}</FieldError>
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} data-slot="field-error" className="font-medium text-destructive text-sm" aria-live="polite">
      {children}
    </p>
  );
}
