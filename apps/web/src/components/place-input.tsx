import type { LatLng, PlaceDto } from '@cancha/shared';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MapPinIcon } from 'lucide-react';
import { type ComponentProps, useEffect, useId, useState } from 'react';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { Input } from './ui/input';

const SEARCH_DELAY_MS = 250;

/**
 * A location field with address suggestions (docs/product/forms.md#places-and-maps — the picked address
 * becomes the value).
 * Suggestions come from the offline place data; picking one also hands over its coordinates, typing clears them.
 */
export function PlaceInput({
  id,
  value,
  onValueChange,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'id'> & {
  id: string;
  value: string;
  onValueChange: (text: string, point: LatLng | null) => void;
}) {
  const { t } = useLingui();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState(value.trim());

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(value.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [value]);

  const search = useQuery({
    ...trpc.places.search.queryOptions({ query, limit: 6 }),
    enabled: open && query.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  const options: PlaceDto[] = open && query.length >= 2 ? (search.data ?? []) : [];
  const expanded = options.length > 0;

  const pick = (place: PlaceDto) => {
    onValueChange(place.label, { lat: place.lat, lng: place.lng });
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="relative">
      <Input
        {...props}
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        className={className}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value, null);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (!expanded) return;
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive((i) => (i + 1) % options.length);
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
          } else if (event.key === 'Enter' && active >= 0) {
            event.preventDefault();
            pick(options[active]!);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t`Sugerencias de ubicación`}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-64 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {options.map((place, index) => (
          <div
            key={`${place.label}-${place.lat}-${place.lng}`}
            id={`${listId}-${index}`}
            role="option"
            // Focus stays in the input (aria-activedescendant); -1 keeps options out of the tab order.
            tabIndex={-1}
            aria-selected={index === active}
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(place);
            }}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
              index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
            )}
          >
            <MapPinIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="min-w-0">
              <span className="block truncate font-medium">{place.name}</span>
              <span className="block truncate text-muted-foreground text-xs">
                {[place.province, place.country].filter(Boolean).join(', ')}
              </span>
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
