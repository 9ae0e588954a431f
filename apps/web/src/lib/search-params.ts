// Readers for the routes' `validateSearch` (filters and paging in the URL). A route's search
// validation stays in the route tree, which every page loads first, so it is written by hand here instead of with
// zod (about 23 KB gzipped the player home would load for nothing). Each reader accepts exactly what
// `z.….optional().catch(undefined)` accepted: a missing or bad value reads as absent, never as an error page.

/** The search object the router hands to `validateSearch` (values already JSON-parsed: `?page=2` is a number). */
export type SearchInput = Record<string, unknown>;

/**
 * A string of at most `max` characters (and at least `min`), trimmed first when `trim` is set, as
 * `z.string().trim().min(min).max(max)` would; anything else, numbers included, is undefined.
 */
export function searchText(
  value: unknown,
  { max, min = 0, trim = false }: { max: number; min?: number; trim?: boolean },
): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = trim ? value.trim() : value;
  return text.length >= min && text.length <= max ? text : undefined;
}

/** A whole number from `min` to `max`, as `z.number().int().min(min).max(max)` would; else undefined. */
export function searchInt(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : undefined;
}

/** One of `options`, as `z.enum(options)` would; else undefined. */
export function searchOneOf<T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return options.includes(value as T) ? (value as T) : undefined;
}

/** `true` or `false` (the URL's `?flag=true` arrives as a boolean), as `z.boolean()` would; else undefined. */
export function searchFlag(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** The name filter as the URL keeps it: trimmed, and absent when blank. */
export function nameQuery(text: string | undefined): string | undefined {
  const value = text?.trim();
  return value ? value : undefined;
}

/**
 * The tournament a page is about, from its `tournamentId` search parameter: the layouts above a tournament's pages
 * in both areas. A missing or bad id reads as absent, so the page says "not found" and the URL is never rewritten.
 */
export function parseTournamentSearch(search: SearchInput): { tournamentId?: string } {
  return { tournamentId: searchText(search.tournamentId, { max: 64, trim: true }) };
}
