import { Trans } from '@lingui/react/macro';
import { CalendarPlusIcon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { calendarFeedOf } from './calendar';

const CalendarSubscribeDialog = lazyDialog(() =>
  import('./calendar-subscribe-dialog').then((m) => m.CalendarSubscribeDialog),
);

/**
 * 'Suscribirse al calendario': the tournament's matches as a calendar feed (GET
 * /api/v1/tournaments/{id}/calendar.ics). Phones open the webcal:// address in their calendar app; Android users
 * get Google Calendar's page; anyone can copy the address. A private tournament's feed carries the invitation
 * token, which only the owner holds, so members of a private tournament are not offered a feed that would fail.
 * The dialog (calendar-subscribe-dialog.tsx) is downloaded when the page is idle or when it opens.
 */
export function CalendarSubscribeButton({
  tournament,
}: {
  tournament: { id: string; visibility: 'PUBLIC' | 'PRIVATE'; inviteLink: string | null };
}) {
  const [open, setOpen] = useState(false);
  const feed = calendarFeedOf({
    origin: window.location.origin,
    tournamentId: tournament.id,
    visibility: tournament.visibility,
    inviteLink: tournament.inviteLink,
  });
  if (!feed) return null;

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="calendar-subscribe">
        <CalendarPlusIcon aria-hidden />
        <Trans>Suscribirse al calendario</Trans>
      </Button>
      <CalendarSubscribeDialog
        feed={feed}
        visibility={tournament.visibility}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

/**
 * The same dialog for a public tournament, opened by what offers the calendar in its own stead ('Seguir' where the
 * browser cannot receive pushes), with `notice` saying why first.
 */
export function PublicCalendarDialog({
  tournamentId,
  notice,
  open,
  onOpenChange,
}: {
  tournamentId: string;
  notice: React.ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const feed = calendarFeedOf({
    origin: window.location.origin,
    tournamentId,
    visibility: 'PUBLIC',
    inviteLink: null,
  })!;
  return (
    <CalendarSubscribeDialog
      feed={feed}
      visibility="PUBLIC"
      notice={notice}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}
