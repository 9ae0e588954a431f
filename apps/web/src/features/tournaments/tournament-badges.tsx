import type { RegistrationStatus, TournamentStatus } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDownIcon, SearchIcon, TrophyIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useId, useState } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import {
  PLAYER_REGISTRATION_LABELS,
  REGISTRATION_STATUS_BADGES,
  REGISTRATION_STATUS_LABELS,
  TOURNAMENT_STATUS_BADGES,
  TOURNAMENT_STATUS_LABELS,
} from './tournament-labels';
import { nameQuery } from './tournament-lists';

/** spec: tournaments §4 — each tournament status with its Spanish label and its own colour. */
export function TournamentStatusBadge({
  status,
  className,
}: {
  status: TournamentStatus;
  className?: string;
}) {
  const { i18n } = useLingui();
  return (
    <Badge variant={TOURNAMENT_STATUS_BADGES[status]} className={className} data-status={status}>
      {i18n._(TOURNAMENT_STATUS_LABELS[status])}
    </Badge>
  );
}

/** A registration's status: 'Aceptado'… for the creator, 'APROBADO'… in the player view (spec: tournaments §4). */
export function RegistrationBadge({
  status,
  view,
}: {
  status: RegistrationStatus;
  view: 'creator' | 'player';
}) {
  const { i18n } = useLingui();
  const labels = view === 'player' ? PLAYER_REGISTRATION_LABELS : REGISTRATION_STATUS_LABELS;
  return (
    <Badge variant={REGISTRATION_STATUS_BADGES[status]} data-status={status}>
      {i18n._(labels[status])}
    </Badge>
  );
}

/** The tournament's logo, or a trophy when it has none. */
export function TournamentLogo({ logo, className }: { logo: string | null; className?: string }) {
  return (
    <Avatar className={cn('size-12 rounded-xl', className)}>
      {logo ? <AvatarImage src={logo} alt="" /> : null}
      <AvatarFallback className="rounded-xl bg-primary/10 text-primary">
        <TrophyIcon className="size-1/2" aria-hidden />
      </AvatarFallback>
    </Avatar>
  );
}

export function SectionHeading({
  id,
  children,
  aside,
}: {
  id: string;
  children: React.ReactNode;
  aside?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 id={id} className="font-semibold text-xl tracking-tight">
        {children}
      </h2>
      {aside}
    </div>
  );
}

export function MoreButton({ onClick, shown, total }: { onClick: () => void; shown: number; total: number }) {
  const { i18n } = useLingui();
  return (
    <div className="grid justify-items-center gap-2">
      <p className="text-muted-foreground text-sm tabular">
        {i18n.number(Math.min(shown, total))} / {i18n.number(total)}
      </p>
      <Button variant="outline" onClick={onClick} className="w-full sm:w-auto">
        <ChevronDownIcon aria-hidden />
        <Trans>Ver más</Trans>
      </Button>
    </div>
  );
}

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

/** One label and value of a tournament's data, inside a <dl>. */
export function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: React.ElementType;
  label: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="grid min-w-0 content-start gap-1 rounded-lg border bg-card p-3">
      <dt className="flex items-center gap-2 text-muted-foreground text-xs">
        <Icon className="size-4 shrink-0" aria-hidden />
        {label}
      </dt>
      <dd className="break-words pl-6 font-medium text-sm">{children}</dd>
    </div>
  );
}
