import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { NewspaperIcon, TrophyIcon, UsersIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export type AdminTab = 'posts' | 'game' | 'users';

const tabClass =
  'inline-flex min-h-11 items-center gap-2 whitespace-nowrap border-b-2 px-3 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * The site owners' area (docs/product/admin.md#owner-screens): 'Gestionar Posts', 'Gestionar Juego' and 'Usuarios
 * registrados'.
 * Each tab is its own page, so they are links (with aria-current) rather than an in-page tab widget.
 */
export function AdminTabs({ current, className }: { current: AdminTab; className?: string }) {
  const { t } = useLingui();
  const item = (tab: AdminTab) =>
    cn(
      tabClass,
      tab === current
        ? 'border-primary text-foreground'
        : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
    );
  return (
    <nav
      aria-label={t`Administración del sitio`}
      className={cn('mx-auto w-full max-w-4xl px-4 pt-6', className)}
    >
      <ul className="relative flex gap-1 overflow-x-auto border-b">
        <li>
          <Link
            to="/admin/posts"
            className={item('posts')}
            aria-current={current === 'posts' ? 'page' : undefined}
          >
            <NewspaperIcon className="size-4" aria-hidden />
            <Trans>Gestionar Posts</Trans>
          </Link>
        </li>
        <li>
          <Link
            to="/admin/game"
            className={item('game')}
            aria-current={current === 'game' ? 'page' : undefined}
          >
            <TrophyIcon className="size-4" aria-hidden />
            <Trans>Gestionar Juego</Trans>
          </Link>
        </li>
        <li>
          <Link
            to="/admin/users"
            className={item('users')}
            aria-current={current === 'users' ? 'page' : undefined}
          >
            <UsersIcon className="size-4" aria-hidden />
            <Trans>Usuarios registrados</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
