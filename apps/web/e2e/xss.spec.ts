import { expect, newPlayer, ok, signIn, test } from './fixtures';

// Stored XSS: hostile HTML saved as a blog post and as chat messages, then rendered in Chromium. Every vector, if it
// ran, would set window.__xss or open a dialog; neither may happen.
const RUN = [
  'window.__xss=1',
  'alert(1)',
  "top['al'+'ert'](1)",
  'eval(atob("d2luZG93Ll9feHNzPTE="))',
  'window.__xss=1//',
];
const TEMPLATES = [
  '<script>P</script>',
  '<img src=x onerror=P>',
  '<img src="x" onerror="P">',
  '<svg onload=P>',
  '<svg><script>P</script></svg>',
  '<iframe src="javascript:P"></iframe>',
  '<iframe srcdoc="<script>P</script>"></iframe>',
  '<a href="javascript:P">x</a>',
  '<a href="jav&#x09;ascript:P">x</a>',
  '<a href=" javascript:P">x</a>',
  '<body onload=P>',
  '<details open ontoggle=P>',
  '<video><source onerror=P></video>',
  '<audio src=x onerror=P></audio>',
  '<object data="javascript:P"></object>',
  '<embed src="javascript:P">',
  '<form><button formaction="javascript:P">x</button></form>',
  '<input autofocus onfocus=P>',
  '<select autofocus onfocus=P></select>',
  '<textarea autofocus onfocus=P></textarea>',
  '<marquee onstart=P>x</marquee>',
  '<div style="background:url(javascript:P)">x</div>',
  '<scr<script>ipt>P</script>',
  '<noscript><p title="</noscript><img src=x onerror=P>">',
  '<svg><a xlink:href="javascript:P"><text x="1" y="1">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=P>',
  '<meta http-equiv="refresh" content="0;url=javascript:P">',
  '<base href="javascript:P//">',
  '<template><img src=x onerror=P></template>',
  '"><img src=x onerror=P>',
  "'><svg onload=P>",
  '<img src=x:x onerror=P//',
  '<p onmouseover=P>hover</p>',
  '<style>*{background:url("javascript:P")}</style>',
  '<IMG SRC=x ONERROR=P>',
  '<img src=`x` onerror=P>',
  '<a href="data:text/html,<script>P</script>">x</a>',
  '<isindex action="javascript:P" type=image>',
  '<object data="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg=="></object>',
  '<img src onerror=P>',
];
const VECTORS = TEMPLATES.flatMap((t) => RUN.map((p) => t.replaceAll('P', p)));

test('hostile HTML saved as a post and as chat messages never runs in the browser @desktop', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  expect(VECTORS.length).toBeGreaterThanOrEqual(200);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  // The site owner publishes every vector in one post.
  await signIn(page, 'duena@cancha.demo', 'cancha123');
  await expect(page).not.toHaveURL(/\/login/);
  const form = {
    title: `Vectores ${Date.now().toString(36)}`,
    type: 'OTHER',
    content: `<p>Texto visible.</p>${VECTORS.join('\n')}`,
  };
  const created = await ok<{ post: { slug: string; content: string } }>(
    page.request.post('/api/v1/posts', { multipart: form }),
  );
  expect(created.post.content).not.toMatch(/<script|onerror|onload|javascript:/i);
  await page.goto(`/blog/article/${created.post.slug}`);
  await expect(page.getByTestId('article-content')).toContainText('Texto visible.');
  await page.getByTestId('article-content').hover();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // A team-mate pair sends every vector as chat text; it is shown as text.
  const ana = await newPlayer(browser, baseURL!, { fullname: 'Ana', lastname: 'Segura' });
  ana.page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const { team } = await ok<{ team: { id: string } }>(
    ana.context.request.post('/api/v1/team', {
      data: { name: `Seguras ${Date.now().toString(36)}`, location: 'Córdoba', genderTeam: 'FEMALE' },
    }),
  );
  // Ten vectors per message keeps under the per-user send limit.
  for (let i = 0; i < VECTORS.length; i += 10) {
    await ok(
      ana.context.request.post('/api/v1/chat/mensajes', {
        data: { type: 'team', id: team.id, mensaje: VECTORS.slice(i, i + 10).join(' ') },
      }),
    );
  }
  await ana.page.goto(`/player/teams/${team.id}`);
  await ana.page.getByTestId('chat-button').click();
  const log = ana.page.getByRole('log', { name: 'Mensajes' });
  await expect(log).toContainText('<script>window.__xss=1</script>');
  await log.hover();
  await ana.page.waitForTimeout(500);
  expect(await ana.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await log.locator('img, svg, iframe, script, object, embed, a[href^="javascript"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});
