import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { GlobeIcon, LogOutIcon, MapPinIcon, TrendingUpIcon, UserRoundIcon } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { displayNameOf, UserAvatar } from '@/components/user-avatar';
import { useRequiredUser } from '@/features/auth/current-user';
import { useSignOut } from '@/features/auth/use-sign-out';
import { RemoveAdsMenuItem } from '@/features/payments/remove-ads-menu-item';

/**
 * docs/product/site-and-navigation.md#menus — the creator user menu: 'Mi perfil', the venues and pitches (docs/decisions/014), the team ranking, 'Volver al
 * sitio', 'Cerrar sesión'.
 */
export function CreatorUserMenu() {
  const { t } = useLingui();
  const user = useRequiredUser();
  const { signOut } = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-testid="creator-user-menu"
        className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {/* Named by its text, the initials included (they are what the button shows). */}
        <UserAvatar user={user} />
        <span className="sr-only">{t`Menú de usuario`}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate">{displayNameOf(user)}</span>
          <span className="truncate font-normal text-muted-foreground text-xs">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/tournament-creator/profile">
            <UserRoundIcon aria-hidden />
            <Trans>Mi perfil</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/tournament-creator/venues">
            <MapPinIcon aria-hidden />
            <Trans>Sedes y canchas</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/tournament-creator/ranking">
            <TrendingUpIcon aria-hidden />
            <Trans>Ranking de equipos</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/">
            <GlobeIcon aria-hidden />
            <Trans>Volver al sitio</Trans>
          </Link>
        </DropdownMenuItem>
        <RemoveAdsMenuItem />
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void signOut()}>
          <LogOutIcon aria-hidden />
          <Trans>Cerrar sesión</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
