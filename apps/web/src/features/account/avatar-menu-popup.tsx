import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import {
  LayoutDashboardIcon,
  LogInIcon,
  LogOutIcon,
  NewspaperIcon,
  TrophyIcon,
  UserRoundIcon,
} from 'lucide-react';
import type { DeferredPopupProps } from '@/components/deferred-popup';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { displayNameOf } from '@/components/user-avatar';
import { useCurrentUser } from '@/features/auth/current-user';
import { useSignOut } from '@/features/auth/use-sign-out';
import { RemoveAdsMenuItem } from '@/features/payments/remove-ads-menu-item';
import { appPathFor, profilePathFor } from '@/lib/guards';

/**
 * docs/product/site-and-navigation.md#menus — 'Ver perfil', 'Ir a la app' (/player for a PARTICIPANT, otherwise
 * /tournament-creator), then 'Cerrar sesión' for a user or 'Iniciar sesión' for a visitor. Downloaded when first
 * wanted (avatar-menu.tsx).
 */
export function AvatarMenuPopup({ trigger, defaultOpen, triggerRef }: DeferredPopupProps) {
  const { user } = useCurrentUser();
  const { signOut } = useSignOut();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={triggerRef} {...trigger} />
      <DropdownMenuContent align="end" className="w-60">
        {user ? (
          <>
            <DropdownMenuLabel className="grid gap-0.5">
              <span className="truncate">{displayNameOf(user)}</span>
              <span className="truncate font-normal text-muted-foreground text-xs">{user.email}</span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to={profilePathFor(user)}>
            <UserRoundIcon aria-hidden />
            <Trans>Ver perfil</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={appPathFor(user)}>
            <LayoutDashboardIcon aria-hidden />
            <Trans>Ir a la app</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/prode">
            <TrophyIcon aria-hidden />
            <Trans>Prode</Trans>
          </Link>
        </DropdownMenuItem>
        <RemoveAdsMenuItem />
        {user?.isSiteOwner ? (
          <DropdownMenuItem asChild>
            <Link to="/admin/posts">
              <NewspaperIcon aria-hidden />
              <Trans>Administrar el sitio</Trans>
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        {user ? (
          <DropdownMenuItem variant="destructive" onSelect={() => void signOut()}>
            <LogOutIcon aria-hidden />
            <Trans>Cerrar sesión</Trans>
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem asChild>
            <Link to="/login">
              <LogInIcon aria-hidden />
              <Trans>Iniciar sesión</Trans>
            </Link>
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
