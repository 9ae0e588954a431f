import {
  DEFAULT_FORMATION,
  DEFAULT_TEAM_SIZE,
  FORMATIONS,
  FormationError,
  type LineupSlot,
  layoutFormation,
  lineupFromPlayers,
  type PositionKey,
  type SaveFormation,
  TEAM_SIZES,
  type TeamSize,
} from '@cancha/shared';

// The tactical formation dialog's state, kept pure so every move can be tested without a browser.

export interface LineupState {
  /** Players on the pitch, goalkeeper included. */
  size: number;
  structure: string;
  starters: LineupSlot[];
  /** Team-player ids on the bench, in the order they are listed. */
  substitutes: string[];
}

/** What the dialog needs of a saved formation (FormationDto). */
export interface SavedFormation {
  structure: string;
  positions: readonly { playerId: string; order: number }[];
}

export interface LineupPlayer {
  id: string;
  position: PositionKey | null;
}

/**
 * Where the lineup came from: the newest saved formation, the team's players because none is saved ('No hay
 * formaciones guardadas'), or the players because the saved one does not parse ('Error: formación no válida').
 */
export type LineupSource = 'saved' | 'none' | 'invalid';

export function isTeamSize(n: number): n is TeamSize {
  return (TEAM_SIZES as readonly number[]).includes(n);
}

/** The team's players in lineup order: someone who plays as 'portero' first, since the first slot is in goal. */
export function playersInLineupOrder(players: readonly LineupPlayer[]): string[] {
  const keeper = players.find((p) => p.position === 'portero');
  const rest = players.filter((p) => p !== keeper).map((p) => p.id);
  return [...new Set(keeper ? [keeper.id, ...rest] : rest)];
}

/** docs/product/formations.md#lineup — the players fill the slots in order; the rest sit on the bench. */
export function lineupFromIds(structure: string, ids: readonly string[]): LineupState {
  const { starters, substitutes } = lineupFromPlayers(
    structure,
    ids.map((id) => ({ id })),
  );
  return { size: starters.length, structure, starters, substitutes };
}

export function defaultLineup(players: readonly LineupPlayer[]): LineupState {
  return lineupFromIds(DEFAULT_FORMATION[DEFAULT_TEAM_SIZE], playersInLineupOrder(players));
}

/**
 * The lineup the dialog opens with: the newest saved formation (formations.ofTeam lists newest first), its places
 * kept for players still in the team; otherwise the default 2-3-2-1 for 9 filled with the team's players.
 */
export function initialLineup(
  saved: readonly SavedFormation[],
  players: readonly LineupPlayer[],
): { lineup: LineupState; source: LineupSource } {
  const latest = saved[0];
  if (!latest) return { lineup: defaultLineup(players), source: 'none' };
  let slots: ReturnType<typeof layoutFormation>;
  try {
    slots = layoutFormation(latest.structure);
  } catch (error) {
    if (error instanceof FormationError) return { lineup: defaultLineup(players), source: 'invalid' };
    throw error;
  }
  const members = new Set(players.map((p) => p.id));
  const placed = new Set<string>();
  const starters = slots.map((slot) => {
    const position = latest.positions.find(
      (p) => p.order === slot.order && members.has(p.playerId) && !placed.has(p.playerId),
    );
    if (position) placed.add(position.playerId);
    return { ...slot, playerId: position?.playerId ?? null };
  });
  const substitutes = playersInLineupOrder(players).filter((id) => !placed.has(id));
  return {
    lineup: { size: slots.length, structure: latest.structure, starters, substitutes },
    source: 'saved',
  };
}

/**
 * A new formation (or team size): the goalkeeper stays in goal, the outfield starters keep their order, and the
 * bench fills any slot left over; whoever no longer fits goes to the front of the bench.
 */
export function changeFormation(state: LineupState, structure: string): LineupState {
  const slots = layoutFormation(structure);
  const keeper = state.starters[0]?.playerId ?? null;
  const outfield = [
    ...state.starters.slice(1).flatMap((s) => (s.playerId ? [s.playerId] : [])),
    ...state.substitutes,
  ];
  const starters = slots.map((slot, i) => ({
    ...slot,
    playerId: i === 0 ? keeper : (outfield[i - 1] ?? null),
  }));
  return { size: slots.length, structure, starters, substitutes: outfield.slice(slots.length - 1) };
}

export function changeTeamSize(state: LineupState, size: TeamSize): LineupState {
  return changeFormation(state, DEFAULT_FORMATION[size]);
}

/** 'Reemplazar con:' — the substitute takes the slot; whoever stood there takes the substitute's place on the bench. */
export function replaceWith(state: LineupState, order: number, substituteId: string): LineupState {
  const index = state.substitutes.indexOf(substituteId);
  const slot = state.starters.find((s) => s.order === order);
  if (index === -1 || !slot) return state;
  const substitutes = [...state.substitutes];
  if (slot.playerId) substitutes.splice(index, 1, slot.playerId);
  else substitutes.splice(index, 1);
  return {
    ...state,
    starters: state.starters.map((s) => (s.order === order ? { ...s, playerId: substituteId } : s)),
    substitutes,
  };
}

/** 'Quitar jugador (pasar a suplente)' — the slot becomes 'Vacío' and the player goes to the end of the bench. */
export function sendToBench(state: LineupState, order: number): LineupState {
  const slot = state.starters.find((s) => s.order === order);
  if (!slot?.playerId) return state;
  return {
    ...state,
    starters: state.starters.map((s) => (s.order === order ? { ...s, playerId: null } : s)),
    substitutes: [...state.substitutes, slot.playerId],
  };
}

/** Same structure and the same player in every slot; the bench's order does not count as a change. */
export function isSameLineup(a: LineupState, b: LineupState): boolean {
  return (
    a.structure === b.structure &&
    a.starters.length === b.starters.length &&
    a.starters.every((s, i) => s.playerId === b.starters[i]?.playerId)
  );
}

/**
 * docs/product/formations.md#calls — POST formations/{teamId}/{structure} {playerCount, name, positions[]}.
 */
export function savePayload(
  teamId: string,
  state: LineupState,
): SaveFormation & { teamId: string; structure: string } {
  return {
    teamId,
    structure: state.structure,
    playerCount: state.starters.length,
    // The structure names the formation: a stored name must not depend on the captain's language.
    name: state.structure,
    positions: state.starters.flatMap((s) =>
      s.playerId
        ? [
            {
              playerId: s.playerId,
              positionName: s.positionName,
              abbreviation: s.abbreviation,
              coordinatesX: s.x,
              coordinatesY: s.y,
              order: s.order,
            },
          ]
        : [],
    ),
  };
}

/**
 * Team sizes to offer: the five football types (docs/product/formations.md#team-sizes), plus an unusual saved
 * size so it still shows.
 */
export function teamSizeOptions(current: number): number[] {
  const sizes: number[] = [...TEAM_SIZES];
  if (!sizes.includes(current)) sizes.push(current);
  return sizes.sort((a, b) => a - b);
}

/**
 * The catalogue of a size (docs/product/formations.md#catalogue), plus a saved structure that is not in it.
 */
export function formationOptions(size: number, current: string): string[] {
  const list = isTeamSize(size) ? [...FORMATIONS[size]] : [];
  if (!list.includes(current)) list.push(current);
  return list;
}
