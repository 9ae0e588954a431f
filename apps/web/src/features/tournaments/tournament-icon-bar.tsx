import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  CalendarClockIcon,
  ClipboardListIcon,
  LayoutGridIcon,
  type LucideIcon,
  MessagesSquareIcon,
  NetworkIcon,
  TrophyIcon,
  WalletIcon,
} from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef } from 'react';
import { ChatButton } from '@/features/chat/chat-button';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';

// Each item is at least as wide as its label, never cut ('Progra…'): on a phone too narrow for all of them the
// bar scrolls sideways instead, with the current one brought into sight.
const cellClass = 'flex min-w-max flex-1';
const itemClass =
  'relative flex min-h-16 flex-1 flex-col items-center justify-center gap-1 rounded-lg px-2 py-2 text-center font-medium text-xs outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50';
const linkClass = 'text-muted-foreground hover:bg-accent hover:text-accent-foreground';
const activeClass = 'bg-primary/10 text-primary';

function Item({ icon: Icon, label }: { icon: LucideIcon; label: React.ReactNode }) {
  return (
    <>
      <Icon className="size-5" aria-hidden />
      <span className="whitespace-nowrap">{label}</span>
    </>
  );
}

/**
 * The tournament icon bar (docs/product/tournaments.md#icon-bar; TOUR-31…33): 'Resumen' (the tournament page),
 * 'Fixture', 'Chat' (the tournament chat with its unread badge, docs/product/chat.md#unread-badge, in both
 * variants), the registration requests and 'Caja'. The creator variant shows the requests only to the ADMIN
 * owner, with a badge of PENDING ones; the player variant only to a team CAPTAIN, and leads to the tournament's
 * details, where their team's registration stands. 'Caja', the cash book (docs/decisions/026), is the owner's in
 * the creator variant and, in the player's, a member's of a team in the tournament (its balance). It comes last,
 * so the items before it keep their places.
 */
export function TournamentIconBar({
  tournamentId,
  current,
  pendingCount = 0,
  showRequests,
  variant = 'creator',
}: {
  tournamentId: string;
  current: 'tournament' | 'requests' | 'fixture' | 'groups' | 'match-day' | 'ledger';
  pendingCount?: number;
  showRequests: boolean;
  variant?: 'creator' | 'player';
}) {
  const { t } = useLingui();
  const item = (key: typeof current) => ({
    className: cn(itemClass, current === key ? activeClass : linkClass),
    'aria-current': current === key ? ('page' as const) : undefined,
  });
  const creator = variant === 'creator';
  // Every page with the bar has read the tournament already: its name titles the chat.
  const tournament = useQuery({
    ...trpc.tournaments.byId.queryOptions({ tournamentId }),
    enabled: tournamentId !== '',
  });
  const groups = creator && tournament.data?.type === 'GROUPS_KNOCKOUT';
  // 'Caja' (docs/decisions/026): the whole book for the owner; a team's balance for the members of a team in it.
  const ledger = creator
    ? tournament.data?.isOwner === true
    : tournament.data !== undefined && tournament.data.myRegistrationState !== 'NONE';
  const list = useRef<HTMLUListElement>(null);
  // The current item in sight, also once 'Grupos' has come in before it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the items shift when 'Grupos', the requests or 'Caja' come or go.
  useEffect(() => {
    const bar = list.current;
    const here = bar?.querySelector('[aria-current="page"]')?.closest('li');
    if (!bar || !here) return;
    const end = here.offsetLeft + here.offsetWidth;
    if (end > bar.scrollLeft + bar.clientWidth) bar.scrollLeft = end - bar.clientWidth;
  }, [current, groups, showRequests, ledger]);
  return (
    <nav aria-label={t`Secciones del torneo`} className="min-w-0 rounded-xl border bg-card shadow-xs">
      {/* The padding is inside the scrolling list, so a focused item's ring is never cut. */}
      <ul ref={list} className="relative flex items-stretch gap-1 overflow-x-auto overscroll-x-contain p-1">
        <li className={cellClass}>
          {creator ? (
            <Link to="/tournament-creator/tournament" search={{ tournamentId }} {...item('tournament')}>
              <Item icon={TrophyIcon} label={<Trans>Resumen</Trans>} />
            </Link>
          ) : (
            <Link to="/player/tournaments-arena/tournament" search={{ tournamentId }} {...item('tournament')}>
              <Item icon={TrophyIcon} label={<Trans>Resumen</Trans>} />
            </Link>
          )}
        </li>
        <li className={cellClass}>
          {creator ? (
            <Link to="/tournament-creator/fixture" search={{ tournamentId }} {...item('fixture')}>
              <Item icon={NetworkIcon} label={<Trans>Fixture</Trans>} />
            </Link>
          ) : (
            <Link to="/player/tournaments-arena/fixture" search={{ tournamentId }} {...item('fixture')}>
              <Item icon={NetworkIcon} label={<Trans>Fixture</Trans>} />
            </Link>
          )}
        </li>
        {groups ? (
          <li className={cellClass}>
            <Link to="/tournament-creator/groups" search={{ tournamentId }} {...item('groups')}>
              <Item icon={LayoutGridIcon} label={<Trans>Grupos</Trans>} />
            </Link>
          </li>
        ) : null}
        {creator && showRequests ? (
          <li className={cellClass}>
            <Link to="/tournament-creator/match-day" search={{ tournamentId }} {...item('match-day')}>
              <Item icon={CalendarClockIcon} label={<Trans>Programar</Trans>} />
            </Link>
          </li>
        ) : null}
        <li className={cellClass}>
          <ChatButton
            type="tournament"
            id={tournamentId}
            title={tournament.data?.name ?? t`Chat del torneo`}
            className={cn(itemClass, linkClass, 'cursor-pointer')}
            badgeClassName="absolute top-1 right-[calc(50%-1.75rem)]"
          >
            <Item icon={MessagesSquareIcon} label={<Trans>Chat</Trans>} />
          </ChatButton>
        </li>
        {showRequests ? (
          <li className={cellClass}>
            {creator ? (
              <Link
                to="/tournament-creator/invitations"
                search={{ id: tournamentId }}
                {...item('requests')}
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
            ) : (
              <Link
                to="/player/tournaments-arena/tournament-details/$tournamentId"
                params={{ tournamentId }}
                {...item('requests')}
                data-testid="registration-requests"
              >
                <Item icon={ClipboardListIcon} label={<Trans>Solicitudes</Trans>} />
              </Link>
            )}
          </li>
        ) : null}
        {ledger ? (
          <li className={cellClass}>
            {creator ? (
              <Link to="/tournament-creator/tournament/ledger" search={{ tournamentId }} {...item('ledger')}>
                <Item icon={WalletIcon} label={<Trans>Caja</Trans>} />
              </Link>
            ) : (
              <Link
                to="/player/tournaments-arena/tournament/ledger"
                search={{ tournamentId }}
                {...item('ledger')}
              >
                <Item icon={WalletIcon} label={<Trans>Caja</Trans>} />
              </Link>
            )}
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
