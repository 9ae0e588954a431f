import { Plural, Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { TrophyIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { lazyPart, useLazyPart, whenPageSettled } from '@/lib/lazy-part';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';

const dialog = lazyPart(() =>
  import('./tournament-invitations-dialog').then((m) => m.TournamentInvitationsDialog),
);

/**
 * The home's tournament invitations (docs/product/registrations.md#invitations; REG-12…14): a button with a
 * count badge that opens a dialog, where each invitation is answered choosing one of the user's teams. The
 * dialog (tournament-invitations-dialog.tsx) is downloaded once the page is idle, or when the button is first
 * used.
 */
export function TournamentInvitationsButton() {
  const [open, setOpen] = useState(false);
  const { current: TournamentInvitationsDialog, preload, load } = useLazyPart(dialog);
  useEffect(() => whenPageSettled(preload), [preload]);
  const invitations = useQuery(trpc.registrations.myInvitations.queryOptions());
  const count = invitations.data?.length ?? 0;
  return (
    <>
      <button
        type="button"
        onPointerEnter={preload}
        onFocus={preload}
        onPointerDown={preload}
        onClick={() => {
          setOpen(true);
          void load().then((ok) => {
            if (!ok) setOpen(false);
          });
        }}
        // Until the dialog's code has arrived (the first time only).
        aria-busy={(open && !TournamentInvitationsDialog) || undefined}
        data-testid="tournament-invitations-button"
        className={cn(
          'flex min-h-16 w-full min-w-0 cursor-pointer items-center gap-3 rounded-xl border bg-card p-3 text-left shadow-xs outline-none transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50',
          count > 0 && 'border-status-pending/60',
        )}
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <TrophyIcon className="size-5" aria-hidden />
        </span>
        <span className="min-w-0 flex-1 font-medium">
          <Trans>Invitaciones a torneos</Trans>
        </span>
        {count > 0 ? (
          <Badge variant="pending" className="tabular" data-testid="tournament-invitations-count">
            {count}
            <span className="sr-only">
              {' '}
              <Plural value={count} one="invitación pendiente" other="invitaciones pendientes" />
            </span>
          </Badge>
        ) : null}
      </button>
      {TournamentInvitationsDialog ? (
        <TournamentInvitationsDialog open={open} onOpenChange={setOpen} />
      ) : null}
    </>
  );
}
