import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BadgeCheckIcon, SparklesIcon } from 'lucide-react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useCurrentUser } from '@/features/auth/current-user';
import { priceLabel } from './payments';

/**
 * The user menu's way to the payments home: 'Quitar anuncios — US$ 1.99/mes' for a non-subscriber, 'Mi suscripción'
 * for a subscriber (to renew or see the history). Nothing for a visitor or while the user is loading. Meant for the
 * signed-in user menus (features/account/avatar-menu.tsx, features/creator/creator-user-menu.tsx).
 */
export function RemoveAdsMenuItem() {
  const { user } = useCurrentUser();
  if (!user?.role) return null;
  const price = priceLabel();
  return (
    <DropdownMenuItem asChild>
      <Link to="/payments" data-testid="remove-ads-menu-item">
        {user.subscriptionActive ? (
          <>
            <BadgeCheckIcon aria-hidden />
            <Trans>Mi suscripción</Trans>
          </>
        ) : (
          <>
            <SparklesIcon aria-hidden />
            <Trans>Quitar anuncios — {price}/mes</Trans>
          </>
        )}
      </Link>
    </DropdownMenuItem>
  );
}
