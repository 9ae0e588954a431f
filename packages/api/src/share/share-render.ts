import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Locale, teamMark } from '@cancha/shared';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori from 'satori';
import { CODECS_DIR_ENV } from '../uploads/codec-files';
import type { UploadStore } from '../uploads/store';
import type { ShareCard, ShareLine, ShareTeam } from './share-cards';
import { SHARE_FILES, type ShareFile, shareFileName } from './share-files';
import { fitTable, leftOutLine } from './share-table-fit';
import { type ShareTexts, shareTexts } from './share-texts';

// Draws a share card (share-cards.ts) as a PNG: satori lays it out as SVG with the text as outlines, resvg paints it.
// Light, large type and team shields, made to be read in a WhatsApp chat on a small phone.

export type ShareSize = 'square' | 'wide';

/** Instagram's and WhatsApp's square, and the 1.91:1 of a link preview (Open Graph). */
export const SHARE_SIZES: Record<ShareSize, { width: number; height: number }> = {
  square: { width: 1080, height: 1080 },
  wide: { width: 1200, height: 630 },
};

const LOOK = {
  square: {
    pad: 64,
    title: 60,
    subtitle: 38,
    row: 40,
    shield: 60,
    big: 220,
    score: 150,
    tableRows: 10,
    lines: 7,
  },
  wide: {
    pad: 44,
    title: 46,
    subtitle: 30,
    row: 32,
    shield: 46,
    big: 150,
    score: 110,
    tableRows: 5,
    lines: 4,
  },
} as const;
type Look = (typeof LOOK)[ShareSize];

const GREEN = '#15803d';
const INK = '#111827';
const MUTED = '#4b5563';

function filePath(file: ShareFile): string {
  const dir = process.env[CODECS_DIR_ENV];
  return dir ? join(dir, shareFileName(file)) : createRequire(import.meta.url).resolve(SHARE_FILES[file]);
}

let loading: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | null = null;

/** The renderer's WebAssembly and the fonts, read once per process. */
function assets() {
  loading ??= (async () => {
    await initWasm(await readFile(filePath('resvg')));
    const font = async (file: ShareFile, weight: 400 | 700) => ({
      name: 'Inter',
      data: await readFile(filePath(file)),
      weight,
      style: 'normal' as const,
    });
    return Promise.all([
      font('regular', 400),
      font('bold', 700),
      font('regularExt', 400),
      font('boldExt', 700),
    ]);
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, ...children: unknown[]): Node => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
});
const text = (value: string, style: Record<string, unknown>) =>
  h(
    'div',
    { display: 'flex', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', ...style },
    value,
  );

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/**
 * The uploaded shields a card shows, as data URLs by address: read on the server's thread (the upload store is
 * there), handed to the drawing worker with the card. A missing or foreign one is drawn as initials.
 */
export async function readShields(card: ShareCard, uploads: UploadStore): Promise<Record<string, string>> {
  const logos = new Set<string>();
  const body = card.body;
  if (body.kind === 'match') for (const t of [body.line.one, body.line.two]) if (t?.logo) logos.add(t.logo);
  if (body.kind === 'results')
    for (const s of body.sections)
      for (const l of s.lines) for (const t of [l.one, l.two]) if (t?.logo) logos.add(t.logo);
  if (body.kind === 'table') for (const r of body.rows) if (r.team.logo) logos.add(r.team.logo);
  const read: Record<string, string> = {};
  await Promise.all(
    [...logos].map(async (logo) => {
      const found = await uploads.read(logo);
      if (found && IMAGE_TYPES.has(found.type))
        read[logo] = `data:${found.type};base64,${Buffer.from(found.bytes).toString('base64')}`;
    }),
  );
  return read;
}

type Shields = Map<string, string>;

function shield(teamOf: ShareTeam, size: number, shields: Shields): Node {
  const data = teamOf.logo ? shields.get(teamOf.logo) : undefined;
  if (data)
    return {
      type: 'img',
      props: { src: data, width: size, height: size, style: { objectFit: 'contain', flexShrink: 0 } },
    };
  const { initials, hue } = teamMark(teamOf.name);
  return h(
    'div',
    {
      display: 'flex',
      width: size,
      height: size,
      flexShrink: 0,
      borderRadius: size,
      background: `hsl(${hue}, 45%, 32%)`,
      color: '#fff',
      alignItems: 'center',
      justifyContent: 'center',
      fontSize: size * 0.4,
      fontWeight: 700,
    },
    initials,
  );
}

function matchBody(line: ShareLine, look: Look, shields: Map<string, string>): Node {
  const side = (t: ShareTeam) =>
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: look.pad / 3,
        flex: 1,
        minWidth: 0,
      },
      shield(t, look.big, shields),
      h(
        'div',
        {
          display: 'flex',
          textAlign: 'center',
          justifyContent: 'center',
          fontSize: look.row,
          fontWeight: 700,
        },
        t.name,
      ),
    );
  return h(
    'div',
    { display: 'flex', flexDirection: 'column', flex: 1, justifyContent: 'center', gap: look.pad / 2 },
    h(
      'div',
      { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: look.pad / 3 },
      side(line.one),
      // As tall as the shields, so the score sits level with them whatever the names' length.
      h(
        'div',
        {
          display: 'flex',
          height: look.big,
          alignItems: 'center',
          flexShrink: 0,
          whiteSpace: 'nowrap',
          fontSize: line.score ? look.score * 0.8 : look.row * 1.6,
          fontWeight: 700,
          color: INK,
        },
        line.score ?? 'vs',
      ),
      line.two ? side(line.two) : h('div', { display: 'flex', flex: 1 }, ''),
    ),
    line.note
      ? h(
          'div',
          { display: 'flex', justifyContent: 'center', fontSize: look.subtitle, color: MUTED },
          line.note,
        )
      : h('div', { display: 'flex' }, ''),
  );
}

function resultLine(line: ShareLine, look: Look, shields: Map<string, string>): Node {
  const size = look.shield * 0.8;
  const name = (t: ShareTeam, align: 'flex-start' | 'flex-end') =>
    h(
      'div',
      { display: 'flex', flex: 1, alignItems: 'center', justifyContent: align, gap: 14, minWidth: 0 },
      ...(align === 'flex-end'
        ? [text(t.name, { fontSize: look.row * 0.9 }), shield(t, size, shields)]
        : [shield(t, size, shields), text(t.name, { fontSize: look.row * 0.9 })]),
    );
  return h(
    'div',
    { display: 'flex', flexDirection: 'column', padding: '6px 0' },
    h(
      'div',
      { display: 'flex', alignItems: 'center', gap: 18 },
      name(line.one, 'flex-end'),
      h(
        'div',
        {
          display: 'flex',
          justifyContent: 'center',
          minWidth: look.row * 3.2,
          flexShrink: 0,
          whiteSpace: 'nowrap',
          padding: '4px 12px',
          borderRadius: 12,
          background: line.score ? INK : '#e5e7eb',
          color: line.score ? '#fff' : MUTED,
          fontSize: look.row * 0.9,
          fontWeight: 700,
        },
        line.score ?? '–',
      ),
      line.two ? name(line.two, 'flex-start') : h('div', { display: 'flex', flex: 1 }, ''),
    ),
    line.note
      ? h(
          'div',
          { display: 'flex', justifyContent: 'center', fontSize: look.row * 0.55, color: MUTED },
          line.note,
        )
      : h('div', { display: 'flex' }, ''),
  );
}

function more(line: string | null, look: Look): Node[] {
  return line
    ? [h('div', { display: 'flex', fontSize: look.row * 0.7, color: MUTED, paddingTop: 8 }, line)]
    : [];
}

function body(card: ShareCard, look: Look, shields: Map<string, string>, texts: ShareTexts): Node {
  const b = card.body;
  const empty = h(
    'div',
    {
      display: 'flex',
      flex: 1,
      alignItems: 'center',
      justifyContent: 'center',
      fontSize: look.row,
      color: MUTED,
    },
    card.empty,
  );
  if (b.kind === 'match') return matchBody(b.line, look, shields);
  if (b.kind === 'results') {
    const total = b.sections.reduce((n, s) => n + s.lines.length, 0);
    if (total === 0) return empty;
    // The last sections matter most (the latest knock-out rounds, the current groups): earlier ones give way.
    let room = look.lines;
    const shown: Node[] = [];
    for (const section of b.sections) {
      if (room <= 0) break;
      const lines = section.lines.slice(0, room);
      room -= lines.length;
      if (section.heading)
        shown.push(
          h(
            'div',
            { display: 'flex', fontSize: look.row * 0.6, fontWeight: 700, color: GREEN, paddingTop: 6 },
            section.heading.toUpperCase(),
          ),
        );
      for (const line of lines) shown.push(resultLine(line, look, shields));
    }
    return h(
      'div',
      { display: 'flex', flexDirection: 'column', flex: 1, justifyContent: 'center' },
      ...shown,
      ...more(total > look.lines ? texts.more(total - look.lines) : null, look),
    );
  }
  if (b.rows.length === 0) return empty;
  const cell = (value: string, strong: boolean) =>
    h(
      'div',
      {
        display: 'flex',
        width: look.row * 2.6,
        justifyContent: 'flex-end',
        fontSize: look.row * 0.85,
        fontWeight: strong ? 700 : 400,
      },
      value,
    );
  const fitted = fitTable(b.rows, look.tableRows);
  const rows = fitted.rows;
  return h(
    'div',
    { display: 'flex', flexDirection: 'column', flex: 1, justifyContent: 'center' },
    h(
      'div',
      { display: 'flex', color: MUTED, fontSize: look.row * 0.6, fontWeight: 700, paddingBottom: 6 },
      h('div', { display: 'flex', flex: 1 }, ''),
      ...b.columns.map((c) =>
        h('div', { display: 'flex', width: look.row * 2.6, justifyContent: 'flex-end' }, c),
      ),
    ),
    ...rows.map((r, i) =>
      h(
        'div',
        {
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          padding: '8px 0',
          borderTop: i === 0 ? 'none' : '2px solid #e5e7eb',
        },
        h(
          'div',
          {
            display: 'flex',
            width: look.row * 1.3,
            fontSize: look.row * 0.85,
            fontWeight: 700,
            color: MUTED,
          },
          String(r.position),
        ),
        shield(r.team, look.shield * 0.75, shields),
        h(
          'div',
          { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 },
          text(r.name, { fontSize: look.row * 0.85, fontWeight: 700 }),
          ...(r.sub ? [text(r.sub, { fontSize: look.row * 0.55, color: MUTED })] : []),
        ),
        ...r.values.map((v, j) => cell(v, j === r.values.length - 1)),
      ),
    ),
    ...more(leftOutLine(fitted, texts), look),
  );
}

const BALL = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="11" fill="#fff" stroke="#111" stroke-width="1.5"/><path d="M16 10l4.6 3.3-1.8 5.5h-5.6l-1.8-5.5z" fill="#111"/><path d="M16 10V5.3M20.6 13.3l4.4-1.5M18.8 18.8l2.7 3.9M13.2 18.8l-2.7 3.9M11.4 13.3L7 11.8" stroke="#111" stroke-width="1.5" fill="none"/></svg>',
).toString('base64')}`;

/** What one drawing needs, as plain data: it crosses to the drawing worker (share-image.ts). */
export interface ShareDrawing {
  card: ShareCard;
  size: ShareSize;
  locale: Locale;
  /** The site's host, printed at the foot. */
  site: string;
  /** readShields' answer. */
  shields: Record<string, string>;
}

/** Draws the card: 50 to 200 ms of synchronous work, run on the drawing worker, never on the server's thread. */
export async function drawShareCard(drawing: ShareDrawing): Promise<Uint8Array> {
  const { card, size } = drawing;
  const options = { site: drawing.site, texts: shareTexts(drawing.locale) };
  const fonts = await assets();
  const look = LOOK[size];
  const { width, height } = SHARE_SIZES[size];
  const shields: Shields = new Map(Object.entries(drawing.shields));
  const tree = h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width,
      height,
      background: '#ffffff',
      color: INK,
      fontFamily: 'Inter',
    },
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        background: GREEN,
        color: '#ffffff',
        padding: `${look.pad * 0.8}px ${look.pad}px`,
        gap: 6,
      },
      text(card.title, { fontSize: look.title, fontWeight: 700 }),
      text(card.subtitle, { fontSize: look.subtitle, opacity: 0.92 }),
    ),
    h(
      'div',
      { display: 'flex', flexDirection: 'column', flex: 1, padding: `${look.pad * 0.6}px ${look.pad}px` },
      body(card, look, shields, options.texts),
    ),
    h(
      'div',
      {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: `${look.pad * 0.45}px ${look.pad}px`,
        borderTop: '2px solid #e5e7eb',
        fontSize: look.subtitle * 0.8,
        color: MUTED,
      },
      h(
        'div',
        { display: 'flex', alignItems: 'center', gap: 12, color: GREEN, fontWeight: 700 },
        { type: 'img', props: { src: BALL, width: look.subtitle * 1.1, height: look.subtitle * 1.1 } },
        'Cancha',
      ),
      text(options.site, {}),
    ),
  );
  const svg = await satori(tree as never, { width, height, fonts });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}
