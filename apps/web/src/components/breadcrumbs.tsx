import { useLingui } from '@lingui/react/macro';
import { Link, useMatches } from '@tanstack/react-router';
import { ChevronRightIcon } from 'lucide-react';

/**
 * docs/product/site-and-navigation.md#menus — app pages show breadcrumbs. Each route names itself with
 * `staticData: { crumb: msg\`…\` }`; the trail is the matched routes that have one.
 */
export function Breadcrumbs() {
  const { i18n, t } = useLingui();
  const crumbs = useMatches({
    select: (matches) =>
      matches
        .filter((m) => m.staticData.crumb)
        .map((m) => ({ id: m.id, pathname: m.pathname, crumb: m.staticData.crumb! })),
  });
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t`Ruta de navegación`} className="min-w-0">
      <ol className="flex flex-wrap items-center gap-1 text-muted-foreground text-sm">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={c.id} className="flex min-w-0 items-center gap-1">
              {i > 0 ? <ChevronRightIcon className="size-3.5 shrink-0" aria-hidden /> : null}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-foreground">
                  {i18n._(c.crumb)}
                </span>
              ) : (
                <Link
                  to={c.pathname}
                  className="inline-flex min-h-8 items-center truncate rounded-sm hover:text-foreground hover:underline"
                >
                  {i18n._(c.crumb)}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
