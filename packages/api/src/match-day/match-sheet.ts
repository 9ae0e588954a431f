import { createHash } from 'node:crypto';
import {
  groupName,
  groupText,
  type Locale,
  matchStageText,
  type RoundStage,
  type TextDescriptor,
  withValues,
} from '@cancha/shared';
import { jsPDF } from 'jspdf';
import { type Translate, translator } from '../i18n/translate';
import { fit, font, winAnsi } from '../pdf/pdf-text';

export type Paper = 'A4' | 'LETTER';
export interface SheetPlayer {
  name: string;
  shirtNumber: number | null;
  suspended: boolean;
  captain: boolean;
  /**
   * Yellow cards carried into the match from the tournament so far (the discipline's count: toward the next
   * suspension, or all of them when yellows do not suspend).
   */
  yellowCards: number;
}
export interface SheetTeam {
  name: string;
  players: SheetPlayer[];
}
export interface MatchSheet {
  tournament: string;
  stage: RoundStage | null;
  /** The match for third place, played in the final's round: its sheet says so, not 'Final'. */
  thirdPlace: boolean;
  /** 0 is group A. */
  group: number | null;
  leg: 1 | 2 | null;
  /** YYYY-MM-DD. */
  date: string | null;
  /** HH:mm. */
  time: string | null;
  venue: string | null;
  pitch: string | null;
  referee: string | null;
  /** The tournament's yellows that suspend (0: they do not); a carried count reads '2/3' against it. */
  yellowCardsForSuspension: number;
  teamOne: SheetTeam;
  teamTwo: SheetTeam;
}

/** Every label of the sheet ('{value}' takes a value); rounds and groups are named as everywhere else. */
const LABELS = {
  title: /*i18n*/ { id: 'sheet.title', message: 'Planilla de juego' },
  firstLeg: /*i18n*/ { id: 'sheet.firstLeg', message: 'Ida' },
  secondLeg: /*i18n*/ { id: 'sheet.secondLeg', message: 'Vuelta' },
  stage: /*i18n*/ { id: 'sheet.stage', message: 'Instancia' },
  date: /*i18n*/ { id: 'sheet.date', message: 'Día' },
  time: /*i18n*/ { id: 'sheet.time', message: 'Hora' },
  venue: /*i18n*/ { id: 'sheet.venue', message: 'Sede' },
  referee: /*i18n*/ { id: 'sheet.referee', message: 'Árbitro' },
  number: /*i18n*/ { id: 'sheet.number', message: 'N.º' },
  player: /*i18n*/ { id: 'sheet.player', message: 'Jugador' },
  goals: /*i18n*/ { id: 'sheet.goals', message: 'Goles' },
  yellow: /*i18n*/ { id: 'sheet.yellow', message: 'Amarillas' },
  carried: /*i18n*/ { id: 'sheet.carried', message: 'Acum.' },
  red: /*i18n*/ { id: 'sheet.red', message: 'Roja' },
  suspended: /*i18n*/ { id: 'sheet.suspended', message: 'SUSPENDIDO' },
  result: /*i18n*/ { id: 'sheet.result', message: 'Resultado' },
  penalties: /*i18n*/ { id: 'sheet.penalties', message: 'Penales' },
  substitutions: /*i18n*/ { id: 'sheet.substitutions', message: 'Cambios' },
  minute: /*i18n*/ { id: 'sheet.minute', message: 'Min.' },
  off: /*i18n*/ { id: 'sheet.off', message: 'Sale' },
  on: /*i18n*/ { id: 'sheet.on', message: 'Entra' },
  notes: /*i18n*/ { id: 'sheet.notes', message: 'Observaciones del árbitro' },
  captainOf: /*i18n*/ { id: 'sheet.captainOf', message: 'Capitán {value}' },
} satisfies Record<string, TextDescriptor>;

interface Say {
  (key: keyof typeof LABELS, value?: string): string;
  text: Translate;
}

const MARGIN = 15;
const GAP = 6;
const EXTRA_ROWS = 5;
const SUB_ROWS = 5;
/** Millimetres to points, for font sizes derived from row heights. */
const PT = 72 / 25.4;

/** A form field: bold label, then the value on a line to write on by hand when it's missing. */
function field(doc: jsPDF, label: string, value: string | null, x: number, y: number, w: number): void {
  font(doc, 9, 'bold');
  const text = `${label}:`;
  doc.text(text, x, y);
  const start = x + doc.getTextWidth(text) + 1.5;
  doc.setLineWidth(0.15).line(start, y + 1, x + w, y + 1);
  font(doc, 9);
  if (value) doc.text(fit(doc, value, x + w - start - 1), start + 0.5, y);
}

/** A table row of cells; `texts[i]` centred in cell i, or left-aligned with `left`. */
function row(
  doc: jsPDF,
  x: number,
  y: number,
  widths: number[],
  h: number,
  texts: string[],
  left = -1,
): void {
  let cx = x;
  widths.forEach((w, i) => {
    doc.rect(cx, y, w, h);
    const text = texts[i];
    if (text) {
      if (i === left) doc.text(fit(doc, text, w - 2), cx + 1, y + h / 2, { baseline: 'middle' });
      else doc.text(fit(doc, text, w - 1), cx + w / 2, y + h / 2, { baseline: 'middle', align: 'center' });
    }
    cx += w;
  });
}

/** A player's carried yellows as printed: '2/3' toward the suspension, or '2' when yellows do not suspend. */
export function carriedText(yellowCards: number, forSuspension: number): string {
  return forSuspension > 0 ? `${yellowCards}/${forSuspension}` : String(yellowCards);
}

/** The roster's columns after the name: the carried yellows (printed), then the boxes the referee fills in. */
const CARRIED_W = 10;
const BOXES = [10, 13, 11];

function roster(
  doc: jsPDF,
  team: SheetTeam,
  forSuspension: number,
  say: Say,
  x: number,
  y: number,
  w: number,
  rows: number,
  rowH: number,
) {
  font(doc, 10, 'bold');
  doc.text(fit(doc, team.name, w), x, y + 4);
  doc.setLineWidth(0.5).line(x, y + 5.5, x + w, y + 5.5);
  const boxesW = BOXES.reduce((a, b) => a + b);
  const nameW = w - 8 - CARRIED_W - boxesW;
  const widths = [8, nameW, CARRIED_W, ...BOXES];
  let top = y + 7;
  doc.setLineWidth(0.3);
  font(doc, 6.5, 'bold');
  row(
    doc,
    x,
    top,
    widths,
    5,
    [say('number'), say('player'), say('carried'), say('goals'), say('yellow'), say('red')],
    1,
  );
  top += 5;
  doc.setLineWidth(0.15);
  const size = Math.min(9, rowH * PT * 0.62);
  for (let i = 0; i < rows; i++, top += rowH) {
    const p = team.players[i];
    font(doc, size);
    if (!p) {
      row(doc, x, top, widths, rowH, []);
      continue;
    }
    const name = p.captain
      ? `${fit(doc, p.name, nameW - 2 - doc.getTextWidth(' (C)'))} (C)`
      : fit(doc, p.name, nameW - 2);
    const number = p.shirtNumber?.toString() ?? '';
    const carried = carriedText(p.yellowCards, forSuspension);
    if (!p.suspended) {
      row(doc, x, top, widths, rowH, [number, name, carried], 1);
      continue;
    }
    // The referee must not let a suspended player in: no boxes to fill, the name struck through.
    row(doc, x, top, [8, nameW, CARRIED_W, boxesW], rowH, [number, name, carried], 1);
    doc.setLineWidth(0.3).line(x + 8.5, top + rowH / 2, x + 9.5 + doc.getTextWidth(name), top + rowH / 2);
    doc.setLineWidth(0.15);
    font(doc, size, 'bold');
    doc.text(say('suspended'), x + w - boxesW / 2, top + rowH / 2, { baseline: 'middle', align: 'center' });
  }
  doc.setLineWidth(0.3).rect(x, y + 7, w, 5 + rows * rowH);
}

function result(doc: jsPDF, s: MatchSheet, say: Say, x: number, y: number, w: number): void {
  doc.setLineWidth(0.3).rect(x, y, w, 20);
  font(doc, 8, 'bold');
  doc.text(say('result'), x + 2, y + 4);
  const cx = x + w / 2;
  const nameW = w / 2 - 19 - 22;
  font(doc, 10, 'bold');
  doc.text(fit(doc, s.teamOne.name, nameW), cx - 19, y + 8.5, { baseline: 'middle', align: 'right' });
  doc.text(fit(doc, s.teamTwo.name, nameW), cx + 19, y + 8.5, { baseline: 'middle' });
  doc
    .setLineWidth(0.4)
    .rect(cx - 16, y + 3.5, 12, 10)
    .rect(cx + 4, y + 3.5, 12, 10);
  doc.text('-', cx, y + 8.5, { baseline: 'middle', align: 'center' });
  font(doc, 7);
  doc.text(fit(doc, say('penalties'), nameW), cx - 19, y + 17, { baseline: 'middle', align: 'right' });
  doc
    .setLineWidth(0.2)
    .rect(cx - 14, y + 14.8, 8, 4.4)
    .rect(cx + 6, y + 14.8, 8, 4.4);
}

function substitutions(doc: jsPDF, team: SheetTeam, say: Say, x: number, y: number, w: number): void {
  font(doc, 8, 'bold');
  doc.text(fit(doc, `${say('substitutions')} - ${team.name}`, w), x, y + 3.5);
  const widths = [12, (w - 12) / 2, (w - 12) / 2];
  doc.setLineWidth(0.15);
  font(doc, 6.5, 'bold');
  row(doc, x, y + 5, widths, 4.5, [say('minute'), say('off'), say('on')]);
  for (let i = 1; i <= SUB_ROWS; i++) row(doc, x, y + 5 + i * 4.5, widths, 4.5, []);
  doc.setLineWidth(0.3).rect(x, y + 5, w, (SUB_ROWS + 1) * 4.5);
}

function page(doc: jsPDF, s: MatchSheet, say: Say): void {
  const pageW = doc.internal.pageSize.getWidth();
  const pageH = doc.internal.pageSize.getHeight();
  const w = pageW - 2 * MARGIN;
  const col = (w - GAP) / 2;
  const x2 = MARGIN + col + GAP;
  doc.setDrawColor(0).setTextColor(0);

  let y = MARGIN;
  font(doc, 8);
  doc.text('Cancha', MARGIN, y + 3);
  font(doc, 8, 'bold');
  doc.text(say('title'), MARGIN + w, y + 3, { align: 'right' });
  font(doc, 16, 'bold');
  doc.text(fit(doc, s.tournament, w), MARGIN, y + 10);
  const stage = [
    s.stage && say.text(matchStageText(s.stage, s.thirdPlace)),
    s.group !== null && say.text(groupText(groupName(s.group))),
    s.leg && say(s.leg === 1 ? 'firstLeg' : 'secondLeg'),
  ].filter(Boolean);
  const [yyyy, mm, dd] = s.date?.split('-') ?? [];
  const place = [s.venue, s.pitch].filter(Boolean).join(' · ');
  field(doc, say('stage'), stage.join(' · '), MARGIN, y + 18, w * 0.5 - 4);
  field(doc, say('date'), s.date ? `${dd}/${mm}/${yyyy}` : null, MARGIN + w * 0.5, y + 18, w * 0.25 - 4);
  field(doc, say('time'), s.time, MARGIN + w * 0.75, y + 18, w * 0.25);
  field(doc, say('venue'), place, MARGIN, y + 25, w * 0.6 - 4);
  field(doc, say('referee'), s.referee, MARGIN + w * 0.6, y + 25, w * 0.4);
  y += 31;

  // The bottom sections take fixed room (notes at least 16 mm); the rosters share what's left.
  const fixed = 20 + 32 + 16 + 14 + 4 * 3;
  const rows = Math.max(s.teamOne.players.length, s.teamTwo.players.length) + EXTRA_ROWS;
  const rowH = Math.min(6, (pageH - MARGIN - fixed - y - 12) / rows);
  roster(doc, s.teamOne, s.yellowCardsForSuspension, say, MARGIN, y, col, rows, rowH);
  roster(doc, s.teamTwo, s.yellowCardsForSuspension, say, x2, y, col, rows, rowH);
  y += 12 + rows * rowH + 3;

  result(doc, s, say, MARGIN, y, w);
  y += 23;
  substitutions(doc, s.teamOne, say, MARGIN, y, col);
  substitutions(doc, s.teamTwo, say, x2, y, col);
  y += 35;

  // The notes stretch down to the signatures, ruled for handwriting.
  const signY = pageH - MARGIN - 14;
  const notesH = signY - 3 - y;
  doc.setLineWidth(0.3).rect(MARGIN, y, w, notesH);
  font(doc, 8, 'bold');
  doc.text(say('notes'), MARGIN + 2, y + 4);
  doc.setLineWidth(0.1);
  for (let ly = y + 10; ly < y + notesH - 2; ly += 6) doc.line(MARGIN + 2, ly, MARGIN + w - 2, ly);

  const signers = [say('captainOf', s.teamOne.name), say('captainOf', s.teamTwo.name), say('referee')];
  const signW = (w - 2 * GAP) / 3;
  font(doc, 7);
  doc.setLineWidth(0.3);
  signers.forEach((label, i) => {
    const sx = MARGIN + i * (signW + GAP);
    doc.line(sx, signY + 10, sx + signW, signY + 10);
    doc.text(fit(doc, label, signW), sx + signW / 2, signY + 13, { align: 'center' });
  });
}

/** One page per match, in order; one document for "print all of today's sheets". */
export function renderMatchSheets(
  sheets: MatchSheet[],
  options: { paper: Paper; locale: Locale },
): Uint8Array {
  if (sheets.length === 0) throw new RangeError('renderMatchSheets: no sheets');
  const format = options.paper === 'A4' ? 'a4' : 'letter';
  const doc = new jsPDF({ unit: 'mm', format, orientation: 'portrait', compress: true });
  // Same input, same bytes (cacheable, testable): a fixed date, and the file ID digested from the content.
  doc.setCreationDate("D:20000101000000+00'00'");
  doc.setFileId(
    createHash('md5')
      .update(JSON.stringify([sheets, options]))
      .digest('hex'),
  );
  doc.setDocumentProperties({ title: winAnsi(sheets[0]?.tournament ?? ''), creator: 'Cancha' });
  // A function replacement, so that a '$&' in a team name stays literal.
  const t = translator(options.locale);
  const say: Say = Object.assign(
    (key: keyof typeof LABELS, value?: string) =>
      t(value === undefined ? LABELS[key] : withValues(LABELS[key], { value })),
    { text: t },
  );
  sheets.forEach((sheet, i) => {
    if (i > 0) doc.addPage(format, 'portrait');
    page(doc, sheet, say);
  });
  return new Uint8Array(doc.output('arraybuffer'));
}
