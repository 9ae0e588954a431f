// The package's './html' entry: vite's configuration loads this file under plain Node (static-cookie-banner.ts).
import { escapeHtml } from '@cancha/shared/html';
import { buttonVariants } from './ui/button-variants';

// The cookie banner is drawn twice: by the server into the page itself, so it is on screen with the first paint
// and works without JavaScript (static-cookie-banner.ts builds it, apps/server/src/cookie-banner.ts serves it), and
// by React (cookie-banner.tsx), which takes the server's banner over rather than drawing a second one. Both read
// their look from here, so the two are the same box.

export const STATIC_COOKIE_BANNER_ID = 'static-cookie-banner';

export const cookieBannerClasses = {
  // Above the player bottom menu when there is one, so the menu stays usable; above the splash, so the
  // question is there from the first paint. While a dialog is open the page behind it cannot be used anyway (the
  // dialog makes it inert), so the banner goes behind the dialog's overlay: it never covers the dialog's bottom,
  // as the chat's input (issue item 16). It is back in front when the dialog closes.
  section:
    'fixed inset-x-0 bottom-[var(--bottom-nav-height,0px)] z-[110] [:root:has([data-slot=dialog-content])_&]:z-40 border-t bg-card/95 p-4 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] pb-[max(1rem,env(safe-area-inset-bottom))] backdrop-blur',
  row: 'mx-auto flex max-w-4xl flex-col gap-3 sm:flex-row sm:items-center',
  icon: 'hidden size-6 shrink-0 text-primary sm:block',
  text: 'flex-1 text-sm',
  title: 'font-semibold',
  body: 'text-muted-foreground',
  link: 'font-medium text-primary underline underline-offset-2',
  button: buttonVariants({ className: 'sm:w-auto' }),
  // The server's banner accepts through a form; the form must not become a box of its own in the row.
  form: 'contents',
} as const;

export const COOKIES_POLICY_PATH = '/info/cookies-policy';
/** Where the server's banner posts its "Aceptar" (apps/server/src/cookie-banner.ts). */
export const ACCEPT_COOKIES_PATH = '/cookies/accept';

/** Where index.html takes the server's banner. */
export const STATIC_BANNER_MARKER = '<!--cookie-banner-->';
/** What the server fills in for each page: the page's own address, and attributes of the banner's section. */
export const STATIC_BANNER_SLOTS = { next: '%NEXT%', attributes: '%ATTRIBUTES%' } as const;

export interface StaticCookieBannerTexts {
  title: string;
  /** The message as the catalogs hold it: the link to the cookies policy is `<0>…</0>`. */
  body: string;
  accept: string;
}

/** The server's banner in one language, as HTML with the slots of STATIC_BANNER_SLOTS. */
export function staticCookieBannerHtml(
  catalogLocale: string,
  texts: StaticCookieBannerTexts,
  iconSvg: string,
): string {
  const link = /^(.*)<0>(.*)<\/0>(.*)$/s.exec(texts.body);
  if (!link) throw new Error(`The cookie banner's text has no link to the policy: ${texts.body}`);
  const [, before = '', linkText = '', after = ''] = link;
  const c = cookieBannerClasses;
  const titleId = `${STATIC_COOKIE_BANNER_ID}-title`;
  return [
    `<section id="${STATIC_COOKIE_BANNER_ID}" data-locale="${escapeHtml(catalogLocale)}" aria-labelledby="${titleId}" class="${c.section}"${STATIC_BANNER_SLOTS.attributes}>`,
    `<div class="${c.row}">`,
    iconSvg,
    `<div class="${c.text}">`,
    `<h2 id="${titleId}" class="${c.title}">${escapeHtml(texts.title)}</h2>`,
    `<p class="${c.body}">${escapeHtml(before)}<a href="${COOKIES_POLICY_PATH}" class="${c.link}">${escapeHtml(linkText)}</a>${escapeHtml(after)}</p>`,
    '</div>',
    `<form method="post" action="${ACCEPT_COOKIES_PATH}" class="${c.form}">`,
    `<input type="hidden" name="next" value="${STATIC_BANNER_SLOTS.next}">`,
    `<button type="submit" data-slot="button" class="${escapeHtml(c.button)}">${escapeHtml(texts.accept)}</button>`,
    '</form>',
    '</div>',
    '</section>',
  ].join('');
}
