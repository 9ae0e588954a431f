// The tournament's calendar feed (GET /api/v1/tournaments/{id}/calendar.ics): a phone's calendar app fetches it on
// its own, without the session, so a private tournament's feed carries the token of its invitation link.

/** The invitation token of the owner's share link ('…/tournament-details/{id}?invite=TOKEN'); null without one. */
export function inviteTokenOf(inviteLink: string | null | undefined): string | null {
  if (!inviteLink) return null;
  try {
    return new URL(inviteLink, 'http://localhost').searchParams.get('invite') || null;
  } catch {
    return null;
  }
}

export interface CalendarFeed {
  /** https://… — to copy, or to paste into a calendar's "subscribe from URL". */
  url: string;
  /** webcal://… — a phone opens its calendar app with it and subscribes. */
  webcal: string;
  /** Google Calendar's "add by URL" page for this feed (Android phones have no webcal handler of their own). */
  google: string;
}

/**
 * The feed's addresses, or null when the viewer cannot build a working one: a private tournament needs the
 * token, which only its owner holds.
 */
export function calendarFeedOf(opts: {
  origin: string;
  tournamentId: string;
  visibility: 'PUBLIC' | 'PRIVATE';
  inviteLink: string | null;
}): CalendarFeed | null {
  const token = inviteTokenOf(opts.inviteLink);
  if (opts.visibility === 'PRIVATE' && !token) return null;
  const origin = opts.origin.replace(/\/+$/, '');
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const url = `${origin}/api/v1/tournaments/${encodeURIComponent(opts.tournamentId)}/calendar.ics${query}`;
  const webcal = url.replace(/^https?:\/\//i, 'webcal://');
  return { url, webcal, google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}` };
}
