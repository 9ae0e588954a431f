import { useLingui } from '@lingui/react/macro';
import { Loading } from '@/components/loading';
import { Skeleton } from '@/components/ui/skeleton';

// Split off with the page (routes/_site/admin/users.tsx groups the pending component with it): only site owners
// wait for it, so it stays out of every visitor's first load.
export function RegisteredUsersSkeleton() {
  const { t } = useLingui();
  return (
    <Loading label={t`Cargando usuarios`} className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:py-12">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-5 w-40" />
      <div className="grid gap-3">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    </Loading>
  );
}
