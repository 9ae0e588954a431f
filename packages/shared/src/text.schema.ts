import { z } from 'zod';
import { CONTROL_CHARACTERS, isHttpUrl, isMultiLineText, isSingleLineText, URL_INVALID } from './text';

// The schemas of free text (the rules are in text.ts). Every name, title, place or other one-line field of the
// *.schema.ts modules is a singleLine; descriptions, messages and post bodies are a multiLine. A refused character
// aborts the field's later checks, so its only issue is the stable code (never a pattern).

/**
 * One line of text: trimmed, at most `max` characters, no control or bidi-override character. Chain .min(),
 * .regex() and the rest after it. `max` is left out only where a later pattern bounds the length.
 */
export const singleLine = (max?: number) =>
  (max === undefined ? z.string().trim() : z.string().trim().max(max)).refine(isSingleLineText, {
    error: CONTROL_CHARACTERS,
    abort: true,
  });

/**
 * Text that may span lines: at most `max` characters, tab, LF and CR allowed, no other control or bidi-override
 * character. Trimmed unless `trim: false` (a chat message or an HTML body keeps its own spacing).
 */
export const multiLine = (max: number, { trim = true }: { trim?: boolean } = {}) =>
  (trim ? z.string().trim() : z.string())
    .max(max)
    .refine(isMultiLineText, { error: CONTROL_CHARACTERS, abort: true });

/** An absolute http(s) link (see isHttpUrl): `javascript:`, `data:` and every other scheme are refused. */
export const httpUrl = (max: number) => singleLine(max).refine(isHttpUrl, { error: URL_INVALID });
