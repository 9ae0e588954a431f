import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type LucideIcon, ShieldIcon, TrendingUpIcon, TrophyIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

type PlayerSection = '/player/teams' | '/player/tournaments-arena' | '/player/ranking';

const itemClass =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-2 py-1.5 font-medium text-xs outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * docs/product/site-and-navigation.md#menus, #completion-gate — exactly three entries:
 * 'Mi equipo', 'Torneos', 'Ranking'. While the profile misses first or last name the menu is disabled: the
 * entries stay visible but are not links one can follow (aria-disabled).
 */
export function PlayerBottomNav({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  const items: { to: PlayerSection; icon: LucideIcon; label: React.ReactNode }[] = [
    { to: '/player/teams', icon: ShieldIcon, label: <Trans>Mi equipo</Trans> },
    { to: '/player/tournaments-arena', icon: TrophyIcon, label: <Trans>Torneos</Trans> },
    { to: '/player/ranking', icon: TrendingUpIcon, label: <Trans>Ranking</Trans> },
  ];
  return (
    <nav
      aria-label={t`Menú del jugador`}
      data-testid="player-bottom-nav"
      data-disabled={disabled || undefined}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex h-(--bottom-nav-height) max-w-md items-stretch gap-1 px-2 py-1">
        {items.map(({ to, icon: Icon, label }) => (
          <li key={to} className="flex flex-1">
            {disabled ? (
              // biome-ignore lint/a11y/useValidAnchor: a disabled link has no address on purpose.
              <a role="link" aria-disabled="true" className={cn(itemClass, 'cursor-not-allowed opacity-45')}>
                <Icon className="size-5" aria-hidden />
                {label}
              </a>
            ) : (
              <Link
                to={to}
                className={cn(
                  itemClass,
                  'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                )}
                activeProps={{ className: 'bg-primary/10 text-primary!', 'aria-current': 'page' }}
              >
                <Icon className="size-5" aria-hidden />
                {label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
