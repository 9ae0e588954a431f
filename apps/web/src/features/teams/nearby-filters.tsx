import { NEARBY_DISTANCE_KM, TEAM_NAME_MAX } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { DISTANCE_CHOICES, DISTANCE_LABELS, type DistanceChoice } from './team-labels';
import { nameFilter, type TeamsSearch, type TeamsSearchChange } from './teams-search';

// The filters of 'Equipos cercanos'; they live in the URL, so the back button and a shared link keep them.

const SEARCH_DEBOUNCE_MS = 300;

/** The name search (debounced into the URL) and the distance filter Todos / Cerca (≤ 10 km) / Lejos (> 10 km). */
export function NearbyFilters({
  search,
  onSearchChange,
}: {
  search: TeamsSearch;
  onSearchChange: TeamsSearchChange;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState(search.q ?? '');
  const applied = nameFilter(search.q);

  // The URL changed from outside (back button, 'Quitar filtros'): show it, but never undo spaces being typed.
  useEffect(() => {
    setText((current) => (nameFilter(current) === applied ? current : (applied ?? '')));
  }, [applied]);

  useEffect(() => {
    const next = nameFilter(text);
    if (next === applied) return;
    const timer = window.setTimeout(() => onSearchChange({ q: next, near: undefined }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, applied, onSearchChange]);

  const current: DistanceChoice = search.distance ?? 'ALL';
  const km = NEARBY_DISTANCE_KM;
  const hints: Record<DistanceChoice, string | null> = {
    ALL: null,
    CERCANO: t`≤ ${km} km`,
    LEJANO: t`> ${km} km`,
  };
  return (
    <div className="grid gap-3 rounded-xl border bg-card/50 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-q`}>
          <Trans>Buscar por nombre</Trans>
        </Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={`${id}-q`}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={TEAM_NAME_MAX}
            className="pl-9"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      </div>
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 font-medium text-sm leading-none">
          <Trans>Distancia</Trans>
        </legend>
        <div className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
          {DISTANCE_CHOICES.map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={current === choice}
              onClick={() =>
                onSearchChange({ distance: choice === 'ALL' ? undefined : choice, near: undefined })
              }
              className="flex min-h-11 min-w-0 cursor-pointer flex-col items-center justify-center rounded-md px-2 py-1 font-medium text-sm outline-none transition-colors hover:bg-background/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-xs sm:min-w-24"
            >
              <span>{i18n._(DISTANCE_LABELS[choice])}</span>
              {hints[choice] ? (
                <span className="text-muted-foreground text-xs tabular">{hints[choice]}</span>
              ) : null}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
