import { SearchIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { nameQuery } from '@/lib/search-params';

const FILTER_DEBOUNCE_MS = 300;

/** A name filter whose value lives in the URL; typing is debounced so the address bar is not rewritten per key. */
export function NameFilter({
  value,
  onChange,
  label,
}: {
  value: string | undefined;
  onChange: (next: string | undefined) => void;
  label: React.ReactNode;
}) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const applied = nameQuery(value);

  // The URL changed from outside (back button): show it, without undoing spaces being typed.
  useEffect(() => {
    setText((current) => (nameQuery(current) === applied ? current : (applied ?? '')));
  }, [applied]);

  useEffect(() => {
    const next = nameQuery(text);
    if (next === applied) return;
    const timer = window.setTimeout(() => onChange(next), FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, applied, onChange]);

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={80}
          className="pl-9"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
    </div>
  );
}
