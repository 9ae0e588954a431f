import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

// The countdown (the platform specification's launch screen, now counting down to the next game of El Prode).

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

/** Days, hours, minutes and seconds to `target`, ticking every second. */
export function Countdown({ target }: { target: Date }) {
  const left = remaining(target, useNow());
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
