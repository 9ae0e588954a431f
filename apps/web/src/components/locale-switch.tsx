import { useLingui } from '@lingui/react/macro';
import { lazyPart } from '@/lib/lazy-part';
import { LOCALE_AUTONYMS, uiLocaleOf } from '@/lib/locale';
import { cn } from '@/lib/utils';
import { DeferredPopup } from './deferred-popup';
import { Flag } from './flags';

const popup = lazyPart(() => import('./locale-switch-popup').then((m) => m.LocaleSwitchPopup));

/**
 * The language-flag switch (docs/product/formats.md#languages — es, en and br). The choice is kept in
 * localStorage 'locale'. The current flag shows at first paint; the menu (locale-switch-popup.tsx) is
 * downloaded when wanted.
 */
export function LocaleSwitch({ className }: { className?: string }) {
  const { i18n, t } = useLingui();
  const current = uiLocaleOf(i18n.locale);
  const name = LOCALE_AUTONYMS[current];
  return (
    <DeferredPopup
      part={popup}
      kind="menu"
      trigger={{
        'data-testid': 'locale-switch',
        className: cn(
          'inline-flex h-11 cursor-pointer items-center gap-2 rounded-md px-2.5 font-medium text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
          className,
        ),
        children: (
          <>
            <Flag locale={current} />
            <span>{current.toUpperCase()}</span>
            <span className="sr-only">{t`Idioma: ${name}`}</span>
          </>
        ),
      }}
    />
  );
}
