import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { UsersIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageTitle } from '@/components/page-title';
import { Card } from '@/components/ui/card';
import { UserAvatar } from '@/components/user-avatar';
import { trpc } from '@/lib/trpc';

/**
 * 'Usuarios registrados' (docs/product/admin.md#owner-screens; OWNER-03): total count, username, email,
 * image.
 */
export function RegisteredUsers() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(trpc.user.list.queryOptions());
  const total = data.total;
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:py-12">
      <PageTitle
        title={t`Usuarios registrados`}
        description={
          <span data-testid="users-total" className="tabular">
            <Plural value={total} one="# usuario registrado" other="# usuarios registrados" />
          </span>
        }
      />
      {data.users.length === 0 ? (
        <EmptyState icon={UsersIcon} title={<Trans>Todavía no hay usuarios registrados.</Trans>} />
      ) : (
        <Card className="gap-0 py-0">
          <ul className="divide-y">
            {data.users.map((u) => (
              <li key={u.id} className="flex min-w-0 items-center gap-3 px-4 py-3">
                <UserAvatar
                  user={{
                    email: u.email,
                    username: u.username,
                    fullname: null,
                    lastname: null,
                    avatar: u.image,
                    image: u.image,
                  }}
                />
                <div className="grid min-w-0">
                  <span className="truncate font-medium">
                    {u.username ?? <Trans>Sin nombre de usuario</Trans>}
                  </span>
                  <span className="truncate text-muted-foreground text-sm">{u.email}</span>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
