import { describe, expect, it } from 'vitest';
import { calendarFeedOf, inviteTokenOf } from './calendar';

const origin = 'https://cancha.example';

describe('calendar feed (GET /api/v1/tournaments/{id}/calendar.ics)', () => {
  it("builds the https and webcal addresses of a public tournament's feed, with no token", () => {
    const feed = calendarFeedOf({ origin, tournamentId: 't-1', visibility: 'PUBLIC', inviteLink: null });
    expect(feed).toEqual({
      url: 'https://cancha.example/api/v1/tournaments/t-1/calendar.ics',
      webcal: 'webcal://cancha.example/api/v1/tournaments/t-1/calendar.ics',
      google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent('webcal://cancha.example/api/v1/tournaments/t-1/calendar.ics')}`,
    });
  });

  it("adds the invitation token of the owner's share link, which a private tournament needs", () => {
    const inviteLink = `${origin}/player/tournaments-arena/tournament-details/t-1?invite=abc123`;
    const feed = calendarFeedOf({ origin, tournamentId: 't-1', visibility: 'PRIVATE', inviteLink });
    expect(feed?.url).toBe('https://cancha.example/api/v1/tournaments/t-1/calendar.ics?token=abc123');
    expect(feed?.webcal).toBe('webcal://cancha.example/api/v1/tournaments/t-1/calendar.ics?token=abc123');
  });

  it('has no feed to offer for a private tournament without the token', () => {
    expect(
      calendarFeedOf({ origin, tournamentId: 't-1', visibility: 'PRIVATE', inviteLink: null }),
    ).toBeNull();
  });

  it('works on plain http (development) and with a trailing slash in the origin', () => {
    const feed = calendarFeedOf({
      origin: 'http://localhost:5173/',
      tournamentId: 'a b',
      visibility: 'PUBLIC',
      inviteLink: null,
    });
    expect(feed?.url).toBe('http://localhost:5173/api/v1/tournaments/a%20b/calendar.ics');
    expect(feed?.webcal).toBe('webcal://localhost:5173/api/v1/tournaments/a%20b/calendar.ics');
  });

  it('reads the invite token from a share link, and nothing from anything else', () => {
    expect(inviteTokenOf('https://x.test/p?invite=tok')).toBe('tok');
    expect(inviteTokenOf('https://x.test/p?invite=')).toBeNull();
    expect(inviteTokenOf('https://x.test/p')).toBeNull();
    expect(inviteTokenOf(null)).toBeNull();
    expect(inviteTokenOf(undefined)).toBeNull();
  });
});
