/**
 * Which side of the app the viewer is in: the creator area (/tournament-creator/…) or the player area (/player/…).
 * Screens both areas share take it, so their links stay in the viewer's area.
 */
export type ViewerArea = 'creator' | 'player';
