import { atom } from 'jotai';

/**
 * A warning for the arena (docs/product/tournaments.md#arena — it stays 9 seconds): set by another screen
 * (for example after a registration request) and shown once at the top of /player/tournaments-arena. UI state
 * only.
 */
export const arenaNoticeAtom = atom<string | null>(null);
