import { parseRoster, parseTeamNames, type RosterLine, type RosterLineProblem } from '@cancha/shared';

// What a paste into the organiser's dialogs would add (docs/decisions/025, teams by name), read as the server will:
// the shared parsers, plus what only this screen knows (the numbers the team already uses, the names already in
// the tournament), so every line that would be refused is named before sending.

/** A roster line's problem: the parser's, or a number another player of the team already wears. */
export type RosterPreviewProblem = RosterLineProblem | 'NUMBER_TAKEN';

export interface RosterPreview {
  players: RosterLine[];
  /** 1-based line numbers, in order. */
  problems: { line: number; problem: RosterPreviewProblem; text: string }[];
}

const LINES = /\r\n|\r|\n/;

/** The pasted roster, with the lines whose shirt number the team already uses moved to the problems. */
export function rosterPreview(text: string, takenNumbers: ReadonlySet<number>): RosterPreview {
  const parsed = parseRoster(text);
  if (takenNumbers.size === 0) return parsed;
  // The players come in the order of their lines: the non-blank lines without a problem, less a header line
  // (always the first non-blank one) when the parser skipped one.
  const refused = new Set(parsed.problems.map((p) => p.line));
  const candidates = text
    .split(LINES)
    .flatMap((raw, index) =>
      raw.trim() !== '' && !refused.has(index + 1) ? [{ line: index + 1, text: raw.trim() }] : [],
    );
  const lines = candidates.length > parsed.players.length ? candidates.slice(1) : candidates;
  const players: RosterLine[] = [];
  const problems: RosterPreview['problems'] = [...parsed.problems];
  parsed.players.forEach((player, i) => {
    const at = lines[i];
    if (at && player.shirtNumber !== null && takenNumbers.has(player.shirtNumber)) {
      problems.push({ line: at.line, problem: 'NUMBER_TAKEN', text: at.text });
    } else players.push(player);
  });
  problems.sort((a, b) => a.line - b.line);
  return { players, problems };
}

export type TeamNameProblem = 'NAME' | 'TAKEN';

export interface TeamNamesPreview {
  names: string[];
  problems: { line: number; problem: TeamNameProblem; text: string }[];
}

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');

/** The pasted team names, with those already in the tournament (ignoring case) moved to the problems. */
export function teamNamesPreview(text: string, takenNames: readonly string[]): TeamNamesPreview {
  const parsed = parseTeamNames(text);
  const taken = new Set(takenNames.map(nameKey));
  const problems: TeamNamesPreview['problems'] = parsed.problems.map((p) => ({ ...p, problem: 'NAME' }));
  const valid = new Set(parsed.names.map(nameKey));
  text.split(LINES).forEach((raw, index) => {
    const key = nameKey(raw);
    if (key !== '' && valid.has(key) && taken.has(key)) {
      problems.push({ line: index + 1, problem: 'TAKEN', text: raw.trim().replace(/\s+/g, ' ') });
    }
  });
  problems.sort((a, b) => a.line - b.line);
  return { names: parsed.names.filter((n) => !taken.has(nameKey(n))), problems };
}
