import { formatDateDmy, parseDateInput } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { PlusIcon, XIcon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { DateInput } from '@/components/date-input';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';

/** A list of dates (dd/mm/yyyy in, YYYY-MM-DD out), kept sorted: a tournament's holidays, a referee's days off. */
export function DateListField({
  id,
  label,
  dates,
  onChange,
}: {
  id: string;
  label: React.ReactNode;
  dates: string[];
  onChange: (dates: string[]) => void;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const add = () => {
    const iso = parseDateInput(typed);
    if (!iso || dates.includes(iso)) return;
    onChange([...dates, iso].sort());
    setTyped('');
  };
  return (
    <div className="grid gap-2">
      <Field id={id} label={label}>
        <div className="flex gap-2">
          <DateInput id={id} value={typed} onValueChange={setTyped} autoComplete="off" />
          <Button type="button" variant="outline" onClick={add} disabled={!parseDateInput(typed)}>
            <PlusIcon aria-hidden />
            <Trans>Agregar</Trans>
          </Button>
        </div>
      </Field>
      {dates.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {dates.map((d) => (
            <li key={d} className="flex items-center gap-1 rounded-full border px-3 py-1 text-sm tabular">
              {formatDateDmy(d)}
              <button
                type="button"
                className="grid size-6 place-items-center rounded-full hover:bg-accent"
                aria-label={t`Quitar ${{ date: formatDateDmy(d) }}`}
                onClick={() => onChange(dates.filter((x) => x !== d))}
              >
                <XIcon className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
