import { type LineupSlot, splitPitchName } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { cn } from '@/lib/utils';
import { POSITION_LABELS } from './team-labels';

export interface PitchPlayer {
  name: string;
  shirtNumber: number | null;
  initials: string;
}

// A mown pitch: the same green in both themes, stripes every tenth of the length.
const PITCH_STYLE: React.CSSProperties = {
  backgroundColor: 'oklch(0.52 0.13 150)',
  backgroundImage: 'repeating-linear-gradient(to bottom, oklch(0.48 0.12 150) 0 10%, transparent 10% 20%)',
};

/** The markings, drawn in a 100 × 150 box (the pitch's 2:3 shape); our goal at the bottom. */
function PitchLines() {
  return (
    <svg
      viewBox="0 0 100 150"
      className="absolute inset-0 size-full"
      fill="none"
      stroke="rgb(255 255 255 / 0.7)"
      strokeWidth="0.6"
      aria-hidden
    >
      <rect x="4" y="4" width="92" height="142" />
      <line x1="4" y1="75" x2="96" y2="75" />
      <circle cx="50" cy="75" r="12" />
      <circle cx="50" cy="75" r="0.9" fill="rgb(255 255 255 / 0.7)" />
      <rect x="22" y="4" width="56" height="22" />
      <rect x="36" y="4" width="28" height="8" />
      <path d="M 39.6 26 A 12 12 0 0 0 60.4 26" />
      <rect x="22" y="124" width="56" height="22" />
      <rect x="36" y="138" width="28" height="8" />
      <path d="M 39.6 124 A 12 12 0 0 1 60.4 124" />
    </svg>
  );
}

/**
 * The tactical field (docs/product/formations.md#layout, #lineup, #names-on-the-pitch): each slot at its layout's
 * x%, y%; names split by splitPitchName; an empty slot reads 'Vacío'. With onSelect the slots are buttons,
 * otherwise plain text.
 */
export function Pitch({
  slots,
  playerOf,
  selected,
  onSelect,
}: {
  slots: LineupSlot[];
  playerOf: (id: string) => PitchPlayer | null;
  selected: number | null;
  onSelect?: (order: number) => void;
}) {
  const { t } = useLingui();
  return (
    <div
      className="@container relative mx-auto aspect-[2/3] w-full max-w-md select-none overflow-hidden rounded-xl shadow-inner"
      style={PITCH_STYLE}
      data-testid="pitch"
    >
      <PitchLines />
      <ol aria-label={t`Titulares`} className="absolute inset-0">
        {slots.map((slot) => (
          <li
            key={slot.order}
            className="absolute -translate-x-1/2 -translate-y-1/2"
            style={{ left: `${slot.x}%`, top: `${slot.y}%` }}
          >
            <SlotToken
              slot={slot}
              player={slot.playerId ? playerOf(slot.playerId) : null}
              selected={selected === slot.order}
              onSelect={onSelect}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}

function SlotToken({
  slot,
  player,
  selected,
  onSelect,
}: {
  slot: LineupSlot;
  player: PitchPlayer | null;
  selected: boolean;
  onSelect?: (order: number) => void;
}) {
  const { i18n } = useLingui();
  const keeper = slot.order === 0;
  const lines = player ? splitPitchName(player.name) : [];
  const content = (
    <>
      <span className="sr-only">{i18n._(POSITION_LABELS[slot.positionName])}: </span>
      <span
        aria-hidden
        className={cn(
          'flex size-11 items-center justify-center rounded-full border-2 font-bold text-sm shadow-md tabular transition-transform',
          player
            ? keeper
              ? 'border-white bg-amber-300 text-amber-950'
              : 'border-white bg-white text-emerald-900'
            : 'border-white/80 border-dashed bg-white/15 text-[10px] text-white',
          selected && 'scale-110 ring-4 ring-amber-300',
        )}
      >
        {player ? (player.shirtNumber ?? player.initials) : slot.abbreviation}
      </span>
      <span className="grid w-full justify-items-center font-semibold text-[10px] text-white leading-tight [text-shadow:0_1px_2px_rgb(0_0_0/0.8)]">
        {player ? (
          lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one name have no other identity.
            <span key={i} className="block max-w-full truncate">
              {line}
            </span>
          ))
        ) : (
          <span className="block">
            <Trans>Vacío</Trans>
          </span>
        )}
      </span>
    </>
  );
  const shape = 'flex w-[17cqw] min-w-11 max-w-20 flex-col items-center gap-0.5 rounded-lg text-center';
  if (!onSelect) return <div className={shape}>{content}</div>;
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onSelect(slot.order)}
      className={cn(
        shape,
        'cursor-pointer p-0.5 outline-none focus-visible:ring-[3px] focus-visible:ring-white/80',
      )}
    >
      {content}
    </button>
  );
}
