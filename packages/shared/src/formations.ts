import type { PositionKey, TeamSize } from './formations.schema';

// docs/product/formations.md#team-sizes — football types (players per side, goalkeeper included).
export const TEAM_SIZES = [5, 6, 7, 9, 11] as const;
export const DEFAULT_TEAM_SIZE: TeamSize = 9;

/**
 * docs/product/formations.md#catalogue, #team-sizes — the catalogue per team size, outfield lines from
 * defence to attack, the default first. Ten per size is the aim, but four outfield players only make
 * eight line-ups of non-empty lines (2^3 compositions of 4), so 5-a-side offers all eight; '4' is futsal's
 * 4-0.
 */
export const FORMATIONS: Record<TeamSize, readonly string[]> = {
  5: ['2-2', '1-2-1', '2-1-1', '1-1-2', '3-1', '1-3', '1-1-1-1', '4'],
  6: ['2-2-1', '2-1-2', '3-1-1', '1-2-2', '3-2', '2-3', '1-3-1', '1-2-1-1', '2-1-1-1', '4-1'],
  7: ['2-3-1', '3-2-1', '2-1-2-1', '3-1-2', '2-2-2', '3-3', '1-3-2', '2-1-3', '1-2-2-1', '2-2-1-1'],
  9: ['2-3-2-1', '3-3-2', '3-2-3', '3-4-1', '2-4-2', '3-2-2-1', '4-3-1', '3-1-3-1', '4-2-2', '2-3-3'],
  11: ['4-3-3', '4-4-2', '4-2-3-1', '3-5-2', '3-4-3', '5-3-2', '4-1-4-1', '4-5-1', '4-4-1-1', '5-4-1'],
};

export const DEFAULT_FORMATION: Record<TeamSize, string> = {
  5: '2-2',
  6: '2-2-1',
  7: '2-3-1',
  9: '2-3-2-1',
  11: '4-3-3',
};

// docs/product/teams.md#positions, in the documented order.
export const POSITION_KEYS = [
  'portero',
  'defensa_central',
  'lateral_derecho',
  'lateral_izquierdo',
  'defensa_derecho',
  'defensa_izquierdo',
  'mediocentro_defensivo',
  'mediocentro_ofensivo',
  'centrocampista_central',
  'extremo_derecho',
  'extremo_izquierdo',
  'centro_delantero',
  'segundo_delantero',
  'extremo_derecho_delantero',
  'extremo_izquierdo_delantero',
] as const;

/** Spanish shorthand shown on the pitch; midfield wide men are MI/MD so that EI/ED stay the forwards. */
export const POSITION_ABBREVIATIONS: Record<PositionKey, string> = {
  portero: 'POR',
  defensa_central: 'DFC',
  lateral_derecho: 'LD',
  lateral_izquierdo: 'LI',
  defensa_derecho: 'DFD',
  defensa_izquierdo: 'DFI',
  mediocentro_defensivo: 'MCD',
  mediocentro_ofensivo: 'MCO',
  centrocampista_central: 'MC',
  extremo_derecho: 'MD',
  extremo_izquierdo: 'MI',
  centro_delantero: 'DC',
  segundo_delantero: 'SD',
  extremo_derecho_delantero: 'ED',
  extremo_izquierdo_delantero: 'EI',
};

// Bounds that keep a formation drawable on a phone pitch; nothing real comes near them.
export const FORMATION_MAX_LINES = 6;
export const FORMATION_MAX_LINE_SIZE = 6;
export const FORMATION_MAX_OUTFIELD = 10;
export const FORMATION_NAME_MAX = 40;

export type FormationErrorReason =
  | 'NOT_A_STRING'
  | 'EMPTY'
  | 'MALFORMED'
  | 'TOO_MANY_LINES'
  | 'LINE_TOO_LARGE'
  | 'TOO_MANY_PLAYERS'
  | 'WRONG_SIZE';

/**
 * docs/product/formations.md#formation-strings — a missing, non-string or invalid formation is an error
 * ('Error: formación no válida').
 */
export class FormationError extends Error {
  readonly reason: FormationErrorReason;
  constructor(reason: FormationErrorReason, message: string) {
    super(message);
    this.name = 'FormationError';
    this.reason = reason;
  }
}

// Lines of 1+ players without leading zeros, joined by single dashes; no inner spaces.
const FORMATION_PATTERN = /^[1-9]\d*(?:-[1-9]\d*)*$/;

/** The outfield lines of a formation string such as ' 4-4-2 ' → [4, 4, 2]; throws FormationError otherwise. */
export function parseFormation(value: unknown): number[] {
  if (typeof value !== 'string') throw new FormationError('NOT_A_STRING', 'The formation must be a string');
  const text = value.trim();
  if (text === '') throw new FormationError('EMPTY', 'The formation is empty');
  if (!FORMATION_PATTERN.test(text)) {
    throw new FormationError(
      'MALFORMED',
      `'${text}' is not lines of players separated by dashes, e.g. 4-4-2`,
    );
  }
  const lines = text.split('-').map(Number);
  if (lines.length > FORMATION_MAX_LINES) {
    throw new FormationError('TOO_MANY_LINES', `A formation has at most ${FORMATION_MAX_LINES} lines`);
  }
  if (lines.some((n) => n > FORMATION_MAX_LINE_SIZE)) {
    throw new FormationError('LINE_TOO_LARGE', `A line has at most ${FORMATION_MAX_LINE_SIZE} players`);
  }
  if (sum(lines) > FORMATION_MAX_OUTFIELD) {
    throw new FormationError(
      'TOO_MANY_PLAYERS',
      `A formation has at most ${FORMATION_MAX_OUTFIELD} outfield players`,
    );
  }
  return lines;
}

/** Parses and, when a team size is given, checks the lines hold teamSize − 1 players (one goalkeeper is implicit). */
function parseForSize(value: unknown, teamSize?: number): number[] {
  const lines = parseFormation(value);
  if (teamSize !== undefined && sum(lines) + 1 !== teamSize) {
    throw new FormationError('WRONG_SIZE', `The formation does not fit a team of ${teamSize}`);
  }
  return lines;
}

export function isValidFormation(value: unknown, teamSize?: number): boolean {
  try {
    parseForSize(value, teamSize);
    return true;
  } catch (error) {
    if (error instanceof FormationError) return false;
    throw error;
  }
}

/** Players on the pitch for a structure, goalkeeper included. */
export function formationPlayerCount(structure: string): number {
  return sum(parseFormation(structure)) + 1;
}

/** A place on the pitch; x and y are percentages, own goal at the bottom (y grows downward). */
export interface PitchSlot {
  /** 0 is the goalkeeper, then line by line from defence to attack, left to right. */
  order: number;
  /** 0 is the goalkeeper's line, 1 the defence, the highest number the attack. */
  line: number;
  x: number;
  y: number;
  positionName: PositionKey;
  abbreviation: string;
}

export interface LayoutOptions {
  /** When given, the structure must hold exactly this many players. */
  teamSize?: number;
}

// docs/product/formations.md#layout — the first player stands at x=50, y=90.
export const GOALKEEPER_SPOT = { x: 50, y: 90 } as const;
const PITCH_X = { min: 8, max: 92 } as const;
const PITCH_Y = { defence: 75, attack: 15 } as const;

/**
 * docs/product/formations.md#layout — one goalkeeper plus the dash-separated lines, filled row by row. Lines
 * are evenly spaced between the defence and attack heights; players of a line sit in the middle of
 * equal-width lanes, so a line is symmetric about x=50 and its wide players stay off the touchline.
 */
export function layoutFormation(structure: string, opts: LayoutOptions = {}): PitchSlot[] {
  const lines = parseForSize(structure, opts.teamSize);
  const slots: PitchSlot[] = [slot(0, 0, GOALKEEPER_SPOT.x, GOALKEEPER_SPOT.y, 'portero')];
  const step = lines.length > 1 ? (PITCH_Y.defence - PITCH_Y.attack) / (lines.length - 1) : 0;
  lines.forEach((count, index) => {
    const y =
      lines.length > 1 ? round(PITCH_Y.defence - index * step) : (PITCH_Y.defence + PITCH_Y.attack) / 2;
    const keys = lineKeys(lines, index);
    for (let j = 0; j < count; j++) {
      slots.push(slot(slots.length, index + 1, laneX(j, count), y, keys[j] ?? 'centrocampista_central'));
    }
  });
  return slots;
}

function slot(order: number, line: number, x: number, y: number, positionName: PositionKey): PitchSlot {
  return { order, line, x, y, positionName, abbreviation: POSITION_ABBREVIATIONS[positionName] };
}

// The right half mirrors the left so that the symmetry is exact despite rounding.
function laneX(j: number, count: number): number {
  const mirror = count - 1 - j;
  if (mirror < j) return 100 - laneX(mirror, count);
  const lane = (PITCH_X.max - PITCH_X.min) / count;
  return round(PITCH_X.min + (j + 0.5) * lane);
}

type LineRole = 'defence' | 'holding' | 'midfield' | 'attacking' | 'attack';

function lineRole(lines: readonly number[], index: number): LineRole {
  const last = lines.length - 1;
  if (index === 0) return 'defence';
  if (index === last) return 'attack';
  const size = lines[index] ?? 0;
  // With two or more midfield lines, a thin first one is the pivot and a thin last one plays behind the strikers.
  if (last >= 3 && index === 1 && size <= 2) return 'holding';
  if (last >= 3 && index === last - 1 && size <= 3) return 'attacking';
  return 'midfield';
}

/** Position keys of one line, left to right. */
function lineKeys(lines: readonly number[], index: number): PositionKey[] {
  const count = lines[index] ?? 0;
  const role = lineRole(lines, index);
  const centre = (key: PositionKey) => Array.from({ length: count }, () => key);
  const flanked = (left: PositionKey, inner: PositionKey, right: PositionKey): PositionKey[] =>
    count === 1 ? [inner] : [left, ...Array.from({ length: count - 2 }, () => inner), right];
  switch (role) {
    case 'defence':
      if (count === 1) return ['defensa_central'];
      if (count <= 3) return flanked('defensa_izquierdo', 'defensa_central', 'defensa_derecho');
      return flanked('lateral_izquierdo', 'defensa_central', 'lateral_derecho');
    case 'holding':
      return centre('mediocentro_defensivo');
    case 'midfield':
      return count >= 4
        ? flanked('extremo_izquierdo', 'centrocampista_central', 'extremo_derecho')
        : centre('centrocampista_central');
    case 'attacking':
      return count === 3
        ? flanked('extremo_izquierdo', 'mediocentro_ofensivo', 'extremo_derecho')
        : centre('mediocentro_ofensivo');
    case 'attack':
      return count >= 3
        ? flanked('extremo_izquierdo_delantero', 'centro_delantero', 'extremo_derecho_delantero')
        : centre('centro_delantero');
  }
}

export interface LineupSlot extends PitchSlot {
  /** null is an empty slot, shown as 'Vacío' (docs/product/formations.md#lineup). */
  playerId: string | null;
}

export interface Lineup {
  starters: LineupSlot[];
  substitutes: string[];
}

/**
 * docs/product/formations.md#lineup — with no saved formation the team's players fill the slots in order,
 * goalkeeper first; the rest are substitutes. A repeated player is placed once.
 */
export function lineupFromPlayers(
  structure: string,
  players: readonly { id: string }[],
  opts: LayoutOptions = {},
): Lineup {
  const slots = layoutFormation(structure, opts);
  const ids = [...new Set(players.map((p) => p.id))];
  return {
    starters: slots.map((s, i) => ({ ...s, playerId: ids[i] ?? null })),
    substitutes: ids.slice(slots.length),
  };
}

export const PITCH_NAME_MAX_NO_SPACE = 12;
export const PITCH_NAME_MAX_WITH_SPACE = 10;
export const PITCH_NAME_LINE_MAX = 16;

/**
 * docs/product/formations.md#names-on-the-pitch — a name over 12 characters without a space, or over 10 with
 * one, goes on two lines: at the first space when there is one, else in two halves; each line is cut at 16
 * characters plus '…'.
 */
export function splitPitchName(name: string): string[] {
  const text = name.trim().replace(/\s+/g, ' ');
  if (text === '') return [];
  // Code points, so an accent or emoji is never cut in half.
  const chars = Array.from(text);
  const space = chars.indexOf(' ');
  let lines: string[];
  if (space === -1) {
    const half = Math.ceil(chars.length / 2);
    lines =
      chars.length > PITCH_NAME_MAX_NO_SPACE
        ? [chars.slice(0, half).join(''), chars.slice(half).join('')]
        : [text];
  } else {
    lines =
      chars.length > PITCH_NAME_MAX_WITH_SPACE
        ? [chars.slice(0, space).join(''), chars.slice(space + 1).join('')]
        : [text];
  }
  return lines.map((line) => {
    const lineChars = Array.from(line);
    return lineChars.length > PITCH_NAME_LINE_MAX
      ? `${lineChars.slice(0, PITCH_NAME_LINE_MAX).join('')}…`
      : line;
  });
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
