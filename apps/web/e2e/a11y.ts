import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page } from '@playwright/test';

// WCAG 2.1 A and AA rules; a journey fails on a serious or critical finding, and lists each with its elements.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe-core on the page as it is now. */
export async function expectAccessible(page: Page, where = page.url()) {
  // The splash covers everything for its first second; what is under it is what people use.
  await page.locator('#splash').waitFor({ state: 'detached' });
  // Colours are checked as they end up: a fade or hover transition caught halfway reads as low contrast. Asking
  // for reduced motion first stops the banner's carousel (use-auto-rotate.ts), so no new slide starts fading in
  // while axe reads the page.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // an endless animation (a spinner) has no end to jump to
      }
    }
  });
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
          .map((n) => `${n.target.join(' ')}  ${n.html.slice(0, 160)}\n      ${n.failureSummary ?? ''}`)
          .join('\n    ')}`,
    );
  expect(blocking, `accessibility of ${where}`).toEqual([]);
}

// Every context a journey opens, so each person's last screen is checked when the journey ends.
const contexts = new Set<BrowserContext>();

export function watchContext(context: BrowserContext) {
  contexts.add(context);
  context.on('close', () => contexts.delete(context));
}

/** The screens each person of the journey ended on. */
export async function expectOpenPagesAccessible() {
  for (const context of contexts) {
    for (const page of context.pages()) {
      if (page.isClosed() || page.url() === 'about:blank') continue;
      await expectAccessible(page);
    }
  }
  contexts.clear();
}
