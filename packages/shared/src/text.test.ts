import { describe, expect, it } from 'vitest';
import { UpdateProfile } from './auth.schema';
import { SendChatMessage } from './chat.schema';
import { PostFields } from './site.schema';
import { TeamName } from './teams.schema';
import {
  CONTROL_CHARACTERS,
  isHttpUrl,
  isMultiLineText,
  isSingleLineText,
  URL_INVALID,
  withoutControlCharacters,
} from './text';
import { httpUrl, multiLine, singleLine } from './text.schema';

const REFUSED_EVERYWHERE = [
  '\u0000',
  '\u0007',
  '\u001B',
  '\u001F',
  '\u007F',
  '\u0085',
  '\u009F',
  '\u202A',
  '\u202E',
  '\u2066',
  '\u2069',
];

describe('free text (text.ts)', () => {
  it('one line refuses C0/C1 controls, bidi overrides and isolates, and line breaks', () => {
    for (const c of [...REFUSED_EVERYWHERE, '\t', '\n', '\r', '\u2028', '\u2029']) {
      expect(isSingleLineText(`Los ${c}Pibes`), JSON.stringify(c)).toBe(false);
    }
    for (const ok of ['Los Pibes', 'Ñandú FC', 'José María', 'مرحبا', '東京', 'Café ⚽', "O'Higgins", '']) {
      expect(isSingleLineText(ok), ok).toBe(true);
    }
  });

  it('many lines keep tab, LF and CR and refuse the rest', () => {
    expect(isMultiLineText('Hola\r\n\tequipo\nnos vemos')).toBe(true);
    for (const c of [...REFUSED_EVERYWHERE, '\u000B', '\u000C']) {
      expect(isMultiLineText(`Hola ${c}equipo`), JSON.stringify(c)).toBe(false);
    }
  });

  it('drops the refused characters, keeping tab, LF, CR and everything else', () => {
    expect(withoutControlCharacters('a\u0000b\u0007c\u202Ed\u2066e\u0085f\tg\nh\r\ni ñ ⚽')).toBe(
      'abcdef\tg\nh\r\ni ñ ⚽',
    );
    const same = 'Hola\nequipo';
    expect(withoutControlCharacters(same)).toBe(same);
  });

  it('the schemas answer the stable code only, never a pattern, and keep their other rules', () => {
    const nul = singleLine(40).min(2).safeParse('\u0000');
    expect(nul.success).toBe(false);
    expect(nul.error?.issues.map((i) => i.message)).toEqual([CONTROL_CHARACTERS]);
    expect(TeamName.safeParse('Los\u0000Pibes').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS);
    expect(TeamName.safeParse('\u202Eetnacs').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS);
    expect(TeamName.parse('  Los Pibes  ')).toBe('Los Pibes');
    expect(TeamName.safeParse('x'.repeat(41)).success).toBe(false);
    expect(TeamName.safeParse('x').success).toBe(false);
    const username = UpdateProfile.safeParse({ username: 'ana\u0007' });
    expect(username.error?.issues.map((i) => i.message)).toEqual([CONTROL_CHARACTERS]);
    expect(UpdateProfile.parse({ fullname: '  Ana  ', username: '' })).toMatchObject({
      fullname: 'Ana',
      username: null,
    });
    expect(multiLine(10).parse('  a\nb  ')).toBe('a\nb');
    expect(multiLine(10, { trim: false }).parse(' a\nb ')).toBe(' a\nb ');
    expect(multiLine(10).safeParse('a\u0000b').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS);
  });

  it('a chat message keeps its line breaks; a NUL or a bidi override is refused', () => {
    const base = { type: 'team' as const, id: 't1' };
    expect(SendChatMessage.parse({ ...base, message: 'Hola\nmañana a las 9' }).message).toBe(
      'Hola\nmañana a las 9',
    );
    expect(SendChatMessage.safeParse({ ...base, message: 'Hola\u0000' }).success).toBe(false);
    expect(SendChatMessage.safeParse({ ...base, message: '\u202Ehola' }).success).toBe(false);
  });
});

describe('links (isHttpUrl, httpUrl)', () => {
  const refused = [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/a.mp4',
    'http:example.com',
    'https:/example.com',
    '//example.com/video',
    '/uploads/video.mp4',
    'https://',
    'https://youtube.com@evil.example/',
    'https://user:pass@example.com/',
    'https://exa\tmple.com/',
    'https://example.com/\u202Egpj.exe',
  ];

  it('take only absolute http(s) addresses', () => {
    for (const url of refused) expect(isHttpUrl(url), url).toBe(false);
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'HTTPS://vimeo.com/123',
      'http://localhost:3000/clip.mp4',
      'https://ñandú.example/vídeo',
    ]) {
      expect(isHttpUrl(url), url).toBe(true);
    }
  });

  it("a post's video link is refused with URL_INVALID or CONTROL_CHARACTERS", () => {
    const post = { title: 'Gol', type: 'VIDEO', content: '<p>Mirá</p>' } as const;
    for (const video of refused) {
      const r = PostFields.safeParse({ ...post, video });
      expect(r.success, video).toBe(false);
      expect([URL_INVALID, CONTROL_CHARACTERS]).toContain(r.error?.issues[0]?.message);
    }
    expect(PostFields.parse({ ...post, video: ' https://youtu.be/x ' }).video).toBe('https://youtu.be/x');
    expect(httpUrl(30).safeParse(`https://example.com/${'a'.repeat(20)}`).success).toBe(false);
  });
});
