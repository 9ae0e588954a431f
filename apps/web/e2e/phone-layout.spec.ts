import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, newPlayer, ok, test } from './fixtures';
import { knockoutWithTeams } from './tournament-setup';

// Screens that must read on a phone (412 and 390 px wide) with team names as long as a team may have (40
// characters), one of them with a word longer than most.
const LONG_NAMES = [
  'Club Atlético Defensores de Villa Crespo',
  'Sociedad de Fomento Barrio Parque Chas',
  'Asociación Deportiva Juventud Unida Sur',
  'Polideportivo Ferrocarrilesdelsudoeste',
];
const PHONES = [412, 390];

interface Fit {
  /** Texts drawn past the edges of the box, where they are cut off or spill over what is beside it. */
  clipped: string[];
  /** Texts cut short with an ellipsis (or a line clamp), with the full text the reader can still get at. */
  truncated: { text: string; full: string | null }[];
}

/**
 * How the texts of a box fit in it. A text cut short on purpose (text-overflow: ellipsis, line-clamp) counts as
 * truncated, not clipped; screen-reader-only texts are left out.
 */
function fitOf(box: Locator): Promise<Fit> {
  return box.evaluate((frame) => {
    const edges = frame.getBoundingClientRect();
    const hiddenForEyes = (el: Element) => {
      for (let e: Element | null = el; e && e !== frame.parentElement; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.clipPath === 'inset(50%)' || s.clip === 'rect(0px, 0px, 0px, 0px)') return true;
      }
      return false;
    };
    const cutter = (el: Element) => {
      for (let e: Element | null = el; e && e !== frame.parentElement; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.textOverflow === 'ellipsis' || (s.webkitLineClamp && s.webkitLineClamp !== 'none'))
          return e as HTMLElement;
      }
      return null;
    };
    const clipped: string[] = [];
    const truncated: { text: string; full: string | null }[] = [];
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(frame, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || el.getClientRects().length === 0 || hiddenForEyes(el)) continue;
      const cut = cutter(el);
      if (cut) {
        if (seen.has(cut)) continue;
        seen.add(cut);
        const r = cut.getBoundingClientRect();
        if (r.left < edges.left - 1 || r.right > edges.right + 1) clipped.push(cut.textContent ?? text);
        if (cut.scrollWidth > cut.clientWidth + 1 || cut.scrollHeight > cut.clientHeight + 1) {
          // The full text: a tooltip, or a screen-reader-only copy beside it.
          const titled = cut.closest('[title]')?.getAttribute('title') ?? null;
          const copy = [...(cut.parentElement?.children ?? [])].find(
            (c) => c !== cut && hiddenForEyes(c) && c.textContent?.includes(cut.textContent ?? ''),
          );
          truncated.push({ text: cut.textContent ?? text, full: titled ?? copy?.textContent ?? null });
        }
        continue;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.left < edges.left - 1 || r.right > edges.right + 1) clipped.push(text);
    }
    return { clipped, truncated };
  });
}

/** Every text of the box whole, or cut short with its full text still at hand. */
async function expectReadable(box: Locator, label: string) {
  const { clipped, truncated } = await fitOf(box);
  expect.soft(clipped, `${label}: texts cut off by the edge`).toEqual([]);
  for (const t of truncated) expect.soft(t.full, `${label}: full text of '${t.text}'`).toBe(t.text);
}

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 844 });
}

test('a knock-out with long team names reads on a phone: names cut with their full name at hand, scores and badges whole', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { creator, tournamentId } = await knockoutWithTeams(browser, baseURL!, 4, LONG_NAMES);
  const o = creator.page;
  const api = creator.context.request;
  await o.goto(`/tournament-creator/fixture?tournamentId=${tournamentId}`);
  await o.getByRole('button', { name: 'Crear ronda' }).click();
  await expect(o.getByTestId('match-card')).toHaveCount(2);
  // The first semi-final ends level and goes to penalties: '1 (3)' against '1 (4)'.
  const { rounds } = await ok<{ rounds: { matches: { id: string }[] }[] }>(
    api.get(`/api/v1/rounds/${tournamentId}`),
  );
  await ok(
    api.put(`/api/v1/soccer-match/${rounds[0]!.matches[0]!.id}`, {
      data: {
        teamOneScore: 1,
        teamTwoScore: 1,
        penaltiesTeamOne: 3,
        penaltiesTeamTwo: 4,
        status: 'COMPLETED',
      },
    }),
  );

  for (const width of PHONES) {
    await atWidth(o, width);
    await o.goto(`/tournament-creator/fixture?tournamentId=${tournamentId}`);
    const cards = o.getByTestId('match-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('1 (3) - 1 (4)');
    for (const card of await cards.all()) await expectReadable(card, `${width} px, fixture card`);
    await expectNoSidewaysScroll(o);

    await o.goto(`/tournament-creator/fixture?tournamentId=${tournamentId}&view=bracket`);
    const boxes = o.getByTestId('bracket-match');
    await expect(boxes).toHaveCount(2);
    await expect(boxes.first()).toContainText('1 (3)');
    await expect(boxes.first()).toContainText('1 (4)');
    for (const box of await boxes.all()) {
      await expectReadable(box, `${width} px, bracket`);
      // The box keeps to its round's column.
      const [own, column] = await Promise.all([
        box.boundingBox(),
        box.locator('xpath=ancestor::*[@data-testid="bracket-column"]').boundingBox(),
      ]);
      expect
        .soft(own!.width, `${width} px: match box within its column`)
        .toBeLessThanOrEqual(column!.width + 0.5);
    }
    await expectNoSidewaysScroll(o);
  }

  // On a wide screen the cards have room for the whole names.
  await o.setViewportSize({ width: 1280, height: 800 });
  await o.goto(`/tournament-creator/fixture?tournamentId=${tournamentId}`);
  const cards = o.getByTestId('match-card');
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    const { clipped, truncated } = await fitOf(card);
    expect.soft(clipped, '1280 px, fixture card: texts cut off').toEqual([]);
    expect
      .soft(
        truncated.map((t) => t.text),
        '1280 px, fixture card: names cut short',
      )
      .toEqual([]);
  }
  await expectNoSidewaysScroll(o);
});

test('the banner ad keeps its PUBLICIDAD tag clear of the ad on a phone', async ({ browser, baseURL }) => {
  const lola = await newPlayer(browser, baseURL!, { fullname: 'Lola', lastname: 'Anuncios' });
  const p = lola.page;
  // And a tablet's width, where the banner takes its larger sizes.
  for (const width of [...PHONES, 700]) {
    await atWidth(p, width);
    await p.goto('/player');
    const banner = p.getByTestId('banner-ad');
    await expect(banner).toBeVisible();
    // Each of the three ads in turn, measured while it is the one shown.
    const overlaps = await banner.evaluate((aside) => {
      const slides = [...aside.querySelectorAll<HTMLElement>('[data-slide] > div')];
      const was = slides.map((s) => s.hidden);
      const found: string[] = [];
      slides.forEach((slide, i) => {
        slides.forEach((s, j) => {
          s.hidden = i !== j;
        });
        const tag = [...aside.querySelectorAll('[aria-hidden]')].find(
          (e) => e.textContent?.trim().toLowerCase() === 'publicidad' && e.getClientRects().length > 0,
        );
        if (!tag) {
          found.push(`ad ${i + 1}: no PUBLICIDAD tag`);
          return;
        }
        const t = tag.getBoundingClientRect();
        const walker = document.createTreeWalker(slide, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || tag.contains(node)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) {
            const apart = r.right <= t.left || r.left >= t.right || r.bottom <= t.top || r.top >= t.bottom;
            if (!apart) found.push(`ad ${i + 1}: ${node.textContent.trim()}`);
          }
        }
      });
      slides.forEach((s, j) => {
        s.hidden = was[j]!;
      });
      return found;
    });
    expect(overlaps, `${width} px: texts under the PUBLICIDAD tag`).toEqual([]);
    await expectNoSidewaysScroll(p);
  }
});
