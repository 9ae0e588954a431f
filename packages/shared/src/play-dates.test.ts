import { describe, expect, it } from 'vitest';
import { playDates } from './dates';

describe('playDates', () => {
  const t = {
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    playingDays: ['SATURDAY', 'SUNDAY'],
    holidays: ['2026-03-14'],
  };

  it("lists the tournament's playing weekdays from a day on, holidays left out", () => {
    expect(playDates(t, '2026-03-10')).toEqual([
      '2026-03-15',
      '2026-03-21',
      '2026-03-22',
      '2026-03-28',
      '2026-03-29',
    ]);
  });

  it('starts at the start date, stops at the end date and at the maximum', () => {
    expect(playDates(t, '2026-01-01', 2)).toEqual(['2026-03-01', '2026-03-07']);
    expect(playDates(t, '2026-04-01')).toEqual([]);
    expect(playDates({ ...t, playingDays: [], holidays: [] }, '2026-03-30')).toEqual([
      '2026-03-30',
      '2026-03-31',
    ]);
  });
});
