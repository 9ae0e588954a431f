// Its own module: the web draws it only in lazily loaded screens, and a module every page loads would carry it.

/**
 * What stands for a team without an uploaded shield: up to two initials on a hue drawn from its name, so two
 * teams without one look different. The share images draw the same (share-render.ts's shield()).
 */
export function teamMark(name: string): { initials: string; hue: number } {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  let hue = 0;
  for (const c of name) hue = (hue * 31 + c.charCodeAt(0)) % 360;
  return { initials: initials || '?', hue };
}
