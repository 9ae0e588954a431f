import type { Locale, RoundStage } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { latin1, pageCount, shown } from '../test-fixtures/pdf';
import { carriedText, type MatchSheet, renderMatchSheets, type SheetPlayer } from './match-sheet';

const players = (count: number, extra: Partial<SheetPlayer> = {}): SheetPlayer[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `Jugador ${i + 1}`,
    shirtNumber: i + 1,
    suspended: false,
    captain: false,
    yellowCards: 0,
    ...extra,
  }));

const sheet = (overrides: Partial<MatchSheet> = {}): MatchSheet => ({
  tournament: 'Copa de Otoño',
  stage: { kind: 'MATCHDAY', number: 3 },
  thirdPlace: false,
  group: null,
  leg: null,
  date: '2025-04-12',
  time: '18:30',
  venue: 'Complejo Los Álamos',
  pitch: 'Cancha 2',
  referee: 'Ramón Sánchez',
  yellowCardsForSuspension: 0,
  teamOne: { name: 'Deportivo Ñandú', players: players(11) },
  teamTwo: { name: 'Atlético São João', players: players(11) },
  ...overrides,
});

describe('renderMatchSheets', () => {
  it('writes a PDF with one page per sheet', () => {
    const bytes = renderMatchSheets([sheet(), sheet(), sheet()], { paper: 'A4', locale: 'es' });
    expect(latin1(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(pageCount(latin1(bytes))).toBe(3);
  });

  it('sizes the page to the paper', () => {
    // jsPDF writes the box as '595.2799999999999727' or '612.': compare the numbers.
    const mediaBox = (paper: 'A4' | 'LETTER') => {
      const pdf = latin1(renderMatchSheets([sheet()], { paper, locale: 'es' }));
      return pdf
        .match(/\/MediaBox \[([^\]]*)\]/)?.[1]
        ?.trim()
        .split(/\s+/)
        .map((n) => Math.round(Number(n) * 100) / 100);
    };
    expect(mediaBox('A4')).toEqual([0, 0, 595.28, 841.89]);
    expect(mediaBox('LETTER')).toEqual([0, 0, 612, 792]);
  });

  it('prints team names, accents and labels in WinAnsi', () => {
    const text = shown(renderMatchSheets([sheet()], { paper: 'A4', locale: 'es' }));
    expect(text).toContain('Deportivo Ñandú');
    expect(text).toContain('Atlético São João');
    expect(text).toContain('Capitán Deportivo Ñandú');
    expect(text).toContain('Fecha 3');
    expect(text).toContain('12/04/2025');
    expect(text).toContain('Complejo Los Álamos · Cancha 2');
    expect(text).toContain('Observaciones del árbitro');
  });

  it('marks the captain and keeps suspended players out of the boxes', () => {
    const teamOne = {
      name: 'Los Pibes',
      players: [
        { name: 'Ana', shirtNumber: 10, suspended: false, captain: true, yellowCards: 0 },
        { name: 'Bea', shirtNumber: null, suspended: true, captain: false, yellowCards: 0 },
      ],
    };
    const text = shown(renderMatchSheets([sheet({ teamOne })], { paper: 'A4', locale: 'br' }));
    expect(text).toContain('Ana (C)');
    expect(text).toContain('Bea');
    expect(text.filter((t) => t === 'SUSPENSO')).toHaveLength(1);
  });

  it("prints on each player's line the yellows carried from the tournament so far", () => {
    const teamOne = {
      name: 'Los Pibes',
      players: [
        { name: 'Ana', shirtNumber: 10, suspended: false, captain: true, yellowCards: 2 },
        { name: 'Bea', shirtNumber: 4, suspended: true, captain: false, yellowCards: 0 },
        { name: 'Caro', shirtNumber: 7, suspended: false, captain: false, yellowCards: 1 },
      ],
    };
    const text = shown(
      renderMatchSheets([sheet({ teamOne, yellowCardsForSuspension: 3 })], { paper: 'A4', locale: 'es' }),
    );
    // Against the tournament's number: 2 of the 3 that suspend; the suspended player's count too.
    expect(text.filter((t) => t === 'Acum.')).toHaveLength(2);
    expect(text).toEqual(expect.arrayContaining(['2/3', '0/3', '1/3']));
    // Without accumulation, the count alone.
    const plain = shown(renderMatchSheets([sheet({ teamOne })], { paper: 'A4', locale: 'en' }));
    expect(plain).toEqual(expect.arrayContaining(['2', '1']));
    expect(plain).not.toContain('2/3');
  });

  it('writes a carried count against the number that suspends, or alone', () => {
    expect(carriedText(2, 3)).toBe('2/3');
    expect(carriedText(0, 5)).toBe('0/5');
    expect(carriedText(4, 0)).toBe('4');
  });

  it('cuts over-long names with an ellipsis and replaces what WinAnsi lacks', () => {
    const long = 'Maximiliano Alejandro Rodríguez de la Fuente Echeverría';
    const teamOne = {
      name: 'Łódź Őrsi 🙂',
      players: [{ name: long, shirtNumber: 9, suspended: false, captain: true, yellowCards: 0 }],
    };
    const teamTwo = { name: 'Los $& Pibes', players: [] };
    const text = shown(renderMatchSheets([sheet({ teamOne, teamTwo })], { paper: 'A4', locale: 'es' }));
    expect(text.some((t) => t.startsWith('Maximiliano') && t.endsWith('… (C)'))).toBe(true);
    expect(text).not.toContain(long);
    expect(text).toContain('Lódz Orsi ?');
    expect(text).toContain('Capitán Los $& Pibes');
  });

  it('fits 25 players a team on one page, on either paper', () => {
    const long = sheet({
      teamOne: { name: 'A', players: players(25) },
      teamTwo: { name: 'B', players: players(25) },
    });
    for (const paper of ['A4', 'LETTER'] as const) {
      const bytes = renderMatchSheets([long], { paper, locale: 'en' });
      expect(pageCount(latin1(bytes))).toBe(1);
      expect(shown(bytes)).toContain('Jugador 25');
    }
  });

  it('leaves lines to fill by hand where values are missing', () => {
    const blank = sheet({ stage: null, date: null, time: null, venue: null, pitch: null, referee: null });
    const text = shown(renderMatchSheets([blank], { paper: 'A4', locale: 'en' }));
    expect(text).toEqual(expect.arrayContaining(['Stage:', 'Date:', 'Time:', 'Venue:', 'Referee:']));
    expect(text.join('\n')).not.toMatch(/null|undefined|NaN/);
  });

  it.each<[Locale, RoundStage, number | null, 1 | 2 | null, string]>([
    ['es', { kind: 'GROUP_MATCHDAY', number: 2 }, 0, null, 'Fase de grupos · Fecha 2 · Grupo A'],
    ['en', { kind: 'GROUP_MATCHDAY', number: 2 }, 1, null, 'Group stage · Matchday 2 · Group B'],
    ['br', { kind: 'MATCHDAY', number: 3 }, null, null, 'Rodada 3'],
    ['es', { kind: 'KNOCKOUT', teams: 8, final: false, number: 2 }, null, 2, 'Cuartos de final · Vuelta'],
    ['en', { kind: 'KNOCKOUT', teams: 4, final: false, number: 3 }, null, 1, 'Semi-finals · First leg'],
    ['br', { kind: 'KNOCKOUT', teams: 16, final: false, number: 1 }, null, 2, 'Oitavas de final · Volta'],
    ['en', { kind: 'KNOCKOUT', teams: 5, final: false, number: 1 }, null, null, 'Round 1'],
    [
      'br',
      { kind: 'KNOCKOUT', teams: 64, final: false, number: 1 },
      null,
      null,
      'Trinta-e-dois-avos de final',
    ],
    ['en', { kind: 'TRIANGULAR' }, null, null, 'Final triangular'],
  ])('words the round in %s: %j', (locale, stage, group, leg, expected) => {
    const text = shown(renderMatchSheets([sheet({ stage, group, leg })], { paper: 'A4', locale }));
    expect(text).toContain(expected);
  });

  it("names the match for third place 'Tercer puesto', not the final it is played beside", () => {
    const stage: RoundStage = { kind: 'KNOCKOUT', teams: 2, final: true, number: 3 };
    const third = shown(
      renderMatchSheets([sheet({ stage, thirdPlace: true })], { paper: 'A4', locale: 'es' }),
    );
    expect(third).toContain('Tercer puesto');
    expect(third).not.toContain('Final');
    const final = shown(renderMatchSheets([sheet({ stage })], { paper: 'A4', locale: 'en' }));
    expect(final).toContain('Final');
  });

  it('is deterministic and refuses an empty day', () => {
    const a = renderMatchSheets([sheet()], { paper: 'A4', locale: 'es' });
    const b = renderMatchSheets([sheet()], { paper: 'A4', locale: 'es' });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(() => renderMatchSheets([], { paper: 'A4', locale: 'es' })).toThrow(RangeError);
  });
});
