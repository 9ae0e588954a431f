import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MailIcon, SwordsIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { pendingAnswers } from '@/features/challenges/challenge-view';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';

// The links at the top of the teams page, each with a badge of what waits for the user's answer.

const shortcutClass =
  'flex min-h-16 min-w-0 items-center gap-3 rounded-xl border bg-card p-3 text-left shadow-xs outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** Team invitations (with a badge of pending ones) and the challenges list. */
export function TeamsShortcuts() {
  const { t } = useLingui();
  const invitations = useQuery(trpc.invitations.mine.queryOptions());
  const pending = invitations.data?.filter((i) => i.status === 'PENDING').length ?? 0;
  return (
    <nav aria-label={t`Accesos de equipos`} className="grid gap-3 sm:grid-cols-2">
      <Link
        to="/player/teams/invitation-notification"
        className={cn(shortcutClass, 'hover:border-primary/50 hover:bg-accent/40')}
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <MailIcon className="size-5" aria-hidden />
        </span>
        <span className="min-w-0 flex-1 font-medium">
          <Trans>Invitaciones a equipos</Trans>
        </span>
        {pending > 0 ? (
          <Badge variant="pending" className="tabular" data-testid="pending-invitations">
            {pending}
            <span className="sr-only">
              {' '}
              <Plural value={pending} one="invitación pendiente" other="invitaciones pendientes" />
            </span>
          </Badge>
        ) : null}
      </Link>
      <ChallengesShortcut />
    </nav>
  );
}

/**
 * 'Mis desafíos' (docs/product/challenges.md#my-challenges), with a badge of the challenges waiting for the
 * user's answer.
 */
function ChallengesShortcut() {
  const challenges = useQuery(trpc.challenges.mine.queryOptions());
  const waiting = challenges.data ? pendingAnswers(challenges.data) : 0;
  return (
    <Link
      to="/player/teams/challenges"
      className={cn(shortcutClass, 'hover:border-primary/50 hover:bg-accent/40')}
      data-testid="challenges-shortcut"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <SwordsIcon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1 font-medium">
        <Trans>Mis desafíos</Trans>
      </span>
      {waiting > 0 ? (
        <Badge variant="pending" className="tabular" data-testid="challenges-to-answer-count">
          {waiting}
          <span className="sr-only">
            {' '}
            <Plural value={waiting} one="desafío por responder" other="desafíos por responder" />
          </span>
        </Badge>
      ) : null}
    </Link>
  );
}
