import { EMAIL_PATTERN } from './auth';
import { SHIRT_NUMBER_MAX, TEAM_NAME_MAX, TEAM_NAME_MIN } from './teams';
import { isSingleLineText } from './text';

// Teams by name (docs/decisions/025): an organiser pastes team names and rosters instead of waiting for accounts.

export const ROSTER_NAME_MIN = 2;
export const ROSTER_NAME_MAX = 60;
/** Lines one paste may add to a roster. */
export const ROSTER_PASTE_MAX = 60;
/** Team names one paste may add to a tournament. */
export const TEAMS_PASTE_MAX = 64;

export interface RosterLine {
  name: string;
  shirtNumber: number | null;
  email: string | null;
}

export type RosterLineProblem = 'NAME' | 'NUMBER' | 'EMAIL' | 'DUPLICATE_NUMBER' | 'DUPLICATE_EMAIL';

export interface RosterParse {
  players: RosterLine[];
  /** 1-based line numbers of the text, with what is wrong there; those lines are not in `players`. */
  problems: { line: number; problem: RosterLineProblem; text: string }[];
}

const HEADER_WORDS =
  /^(nombre|name|nome|jugador|jugadora|player|jogador|número|numero|number|n[º°o]?|dorsal|camiseta|e-?mail|correo)$/i;

/** One CSV or spreadsheet line: fields split on tab, semicolon or comma, double quotes keeping a separator. */
function fieldsOf(line: string): string[] {
  const separator = line.includes('\t') ? '\t' : line.includes(';') ? ';' : ',';
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (c === '"') {
      if (quoted && line[i + 1] === '"') {
        current += '"';
        i += 1;
      } else quoted = !quoted;
    } else if (c === separator && !quoted) {
      fields.push(current.trim());
      current = '';
    } else current += c;
  }
  fields.push(current.trim());
  return fields.filter((f) => f !== '');
}

/**
 * Reads pasted roster lines, "name, number, e-mail" in any order (a spreadsheet's columns, a WhatsApp list):
 * the field shaped like an address is the e-mail, a whole number the shirt, the rest the name. A header line is
 * skipped. Lines that cannot be read are reported with the reason, never guessed.
 */
export function parseRoster(text: string): RosterParse {
  const players: RosterLine[] = [];
  const problems: RosterParse['problems'] = [];
  const numbers = new Set<number>();
  const emails = new Set<string>();
  const lines = text.split(/\r\n|\r|\n/);
  const first = lines.findIndex((l) => l.trim() !== '');
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '') continue;
    const fields = fieldsOf(line);
    if (index === first && fields.every((f) => HEADER_WORDS.test(f))) continue;
    const read = readLine(fields);
    const problem =
      typeof read === 'string'
        ? read
        : read.shirtNumber !== null && numbers.has(read.shirtNumber)
          ? 'DUPLICATE_NUMBER'
          : read.email !== null && emails.has(read.email)
            ? 'DUPLICATE_EMAIL'
            : null;
    if (problem !== null) problems.push({ line: index + 1, problem, text: line });
    if (problem !== null || typeof read === 'string') continue;
    if (read.shirtNumber !== null) numbers.add(read.shirtNumber);
    if (read.email !== null) emails.add(read.email);
    players.push(read);
  }
  return { players, problems };
}

/** One line's fields as a player, or what is wrong with them. */
function readLine(fields: string[]): RosterLine | RosterLineProblem {
  let shirtNumber: number | null = null;
  let email: string | null = null;
  const nameParts: string[] = [];
  for (const field of fields) {
    // A leading '#' or trailing '.' is how lists often write numbers: '#10', '10.'.
    const bare = field.replace(/^#/, '').replace(/\.$/, '');
    if (field.includes('@')) {
      if (email !== null || !EMAIL_PATTERN.test(field)) return 'EMAIL';
      email = field.toLowerCase();
    } else if (/^\d+$/.test(bare) && shirtNumber === null) {
      const n = Number(bare);
      if (n > SHIRT_NUMBER_MAX) return 'NUMBER';
      shirtNumber = n;
    } else nameParts.push(field);
  }
  const name = nameParts.join(' ').replace(/\s+/g, ' ').trim();
  if (name.length < ROSTER_NAME_MIN || name.length > ROSTER_NAME_MAX || !isSingleLineText(name))
    return 'NAME';
  return { name, shirtNumber, email };
}

/** Pasted team names, one per line; blank lines and repeats (ignoring case) dropped, invalid names reported. */
export function parseTeamNames(text: string): {
  names: string[];
  problems: { line: number; text: string }[];
} {
  const names: string[] = [];
  const seen = new Set<string>();
  const problems: { line: number; text: string }[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (name === '') return;
    if (name.length < TEAM_NAME_MIN || name.length > TEAM_NAME_MAX || !isSingleLineText(name)) {
      problems.push({ line: index + 1, text: name });
      return;
    }
    const key = name.toLocaleLowerCase('es');
    if (seen.has(key)) return;
    seen.add(key);
    names.push(name);
  });
  return { names, problems };
}
