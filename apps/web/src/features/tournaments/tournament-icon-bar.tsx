import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import {
  ClipboardListIcon,
  type LucideIcon,
  MessagesSquareIcon,
  NetworkIcon,
  TrophyIcon,
} from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';
import { ComingSoon } from './tournament-ui';

const itemClass =
  'relative flex min-h-16 min-w-0 flex-1 flex-col items-center justify-center gap-1 rounded-lg px-1 py-2 text-center font-medium text-xs outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50';
const linkClass = 'text-muted-foreground hover:bg-accent hover:text-accent-foreground';
const activeClass = 'bg-primary/10 text-primary';

function Item({ icon: Icon, label }: { icon: LucideIcon; label: React.ReactNode }) {
  return (
    <>
      <Icon className="size-5" aria-hidden />
      <span className="max-w-full truncate">{label}</span>
    </>
  );
}

/**
 * The tournament icon bar of the creator view (spec: tournaments §2 Creator routes; TOUR-31, 32): 'Torneos' (the
 * tournament page), 'Fixture' and 'Chat' (not built yet: 'Próximamente'), and the registration requests with a
 * badge of PENDING ones — shown only to the ADMIN owner.
 */
export function TournamentIconBar({
  tournamentId,
  current,
  pendingCount,
  showRequests,
}: {
  tournamentId: string;
  current: 'tournament' | 'requests';
  pendingCount: number;
  showRequests: boolean;
}) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Secciones del torneo`} className="rounded-xl border bg-card p-1 shadow-xs">
      <ul className="flex items-stretch gap-1">
        <li className="flex min-w-0 flex-1">
          <Link
            to="/tournament-creator/tournament"
            search={{ tournamentId }}
            className={cn(itemClass, current === 'tournament' ? activeClass : linkClass)}
            aria-current={current === 'tournament' ? 'page' : undefined}
          >
            <Item icon={TrophyIcon} label={<Trans>Torneos</Trans>} />
          </Link>
        </li>
        <li className="flex min-w-0 flex-1">
          <ComingSoon className={cn(itemClass, 'text-muted-foreground')}>
            <Item icon={NetworkIcon} label={<Trans>Fixture</Trans>} />
          </ComingSoon>
        </li>
        <li className="flex min-w-0 flex-1">
          <ComingSoon className={cn(itemClass, 'text-muted-foreground')}>
            <Item icon={MessagesSquareIcon} label={<Trans>Chat</Trans>} />
          </ComingSoon>
        </li>
        {showRequests ? (
          <li className="flex min-w-0 flex-1">
            <Link
              to="/tournament-creator/invitations"
              search={{ id: tournamentId }}
              className={cn(itemClass, current === 'requests' ? activeClass : linkClass)}
              aria-current={current === 'requests' ? 'page' : undefined}
              data-testid="registration-requests"
            >
              <Item icon={ClipboardListIcon} label={<Trans>Solicitudes</Trans>} />
              {pendingCount > 0 ? (
                <span
                  data-testid="pending-registrations"
                  className="absolute top-1 right-[calc(50%-1.75rem)] inline-flex min-w-5 items-center justify-center rounded-full bg-status-pending px-1.5 font-semibold text-[0.6875rem] text-black tabular leading-5"
                >
                  {pendingCount}
                  <span className="sr-only">
                    {' '}
                    <Plural value={pendingCount} one="solicitud pendiente" other="solicitudes pendientes" />
                  </span>
                </span>
              ) : null}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
