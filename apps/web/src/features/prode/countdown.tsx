import { Trans } from '@lingui/react/macro';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { MatchWhen } from '@/features/competition/match-card';
import { localDateTime } from './prode-labels';

// The countdown (the platform specification's launch screen, now counting down to El Prode's next deadline).

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left until `target`, all zero once it has passed. */
export function remaining(target: Date, now: Date): Remaining {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Days, hours, minutes and seconds to `target`, ticking every second. Once it has passed, `over` says so in words
 * instead of a row of zeros, and `onEnd` runs once (to fetch what comes next).
 */
export function Countdown({
  target,
  over,
  onEnd,
}: {
  target: Date;
  over: React.ReactNode;
  onEnd?: () => void;
}) {
  const left = remaining(target, useNow());
  const ended = left.days + left.hours + left.minutes + left.seconds === 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per target reached, not per new callback.
  useEffect(() => {
    if (ended) onEnd?.();
  }, [ended, target.getTime()]);
  if (ended)
    return (
      <p
        className="rounded-xl border bg-card px-3 py-4 font-medium"
        data-testid="countdown-over"
        role="status"
      >
        {over}
      </p>
    );
  const cells = [
    { value: left.days, label: <Trans>días</Trans> },
    { value: left.hours, label: <Trans>horas</Trans> },
    { value: left.minutes, label: <Trans>minutos</Trans> },
    { value: left.seconds, label: <Trans>segundos</Trans> },
  ];
  return (
    <div className="grid grid-cols-4 gap-2 sm:gap-4" data-testid="countdown" role="timer">
      {cells.map((cell, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: four fixed cells
        <div key={i} className="grid justify-items-center rounded-xl border bg-card px-2 py-3">
          <span className="font-bold text-3xl tabular sm:text-5xl">
            {String(cell.value).padStart(2, '0')}
          </span>
          <span className="text-muted-foreground text-xs uppercase sm:text-sm">{cell.label}</span>
        </div>
      ))}
    </div>
  );
}

/**
 * The countdown to one of El Prode's deadlines (the next kick-off of a match still open) and its date and time; in
 * words when there is none, never as zeros.
 */
export function DeadlineCountdown({ at, onEnd }: { at: string | null; onEnd: () => void }) {
  if (!at)
    return (
      <p
        className="rounded-xl border bg-card px-3 py-4 font-medium"
        data-testid="countdown-none"
        role="status"
      >
        <Trans>No hay pronósticos por cerrar por ahora.</Trans>
      </p>
    );
  return (
    <div className="grid justify-items-center gap-2">
      <div className="w-full">
        <Countdown
          target={new Date(at)}
          over={<Trans>Los pronósticos de este partido ya cerraron.</Trans>}
          onEnd={onEnd}
        />
      </div>
      <MatchWhen {...localDateTime(at)} />
    </div>
  );
}
