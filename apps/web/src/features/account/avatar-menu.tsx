import { useLingui } from '@lingui/react/macro';
import { DeferredPopup } from '@/components/deferred-popup';
import { UserAvatar } from '@/components/user-avatar';
import { useCurrentUser } from '@/features/auth/current-user';
import { lazyPart } from '@/lib/lazy-part';

const popup = lazyPart(() => import('./avatar-menu-popup').then((m) => m.AvatarMenuPopup));

/** The user menu of the headers: the avatar at first paint, the menu itself (avatar-menu-popup.tsx) when wanted. */
export function AvatarMenu() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  return (
    <DeferredPopup
      part={popup}
      kind="menu"
      trigger={{
        'data-testid': 'avatar-menu',
        className:
          'inline-flex size-11 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        // Named by its text, the initials included (they are what the button shows).
        children: (
          <>
            <UserAvatar user={user} />
            <span className="sr-only">{t`Menú de usuario`}</span>
          </>
        ),
      }}
    />
  );
}
