import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { searchFlag, searchInt, searchOneOf, searchText } from './search-params';

// The readers replaced `z.….optional().catch(undefined)` schemas in the routes' validateSearch: they must accept
// exactly what those accepted, and drop the rest the same way.
const VALUES: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -0,
  1,
  2,
  1.5,
  -1,
  5,
  9,
  10,
  12,
  64,
  65,
  100,
  101,
  200,
  201,
  500,
  501,
  1000,
  1001,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  ' ',
  '   ',
  'a',
  ' a ',
  '\u00a0a\u00a0',
  'copa',
  '42',
  'true',
  'NEWS',
  'news',
  'bracket',
  'CERCANO',
  'x'.repeat(64),
  ` ${'x'.repeat(64)} `,
  'x'.repeat(65),
  'x'.repeat(100),
  'x'.repeat(101),
  'x'.repeat(254),
  'x'.repeat(255),
  [],
  ['a'],
  {},
  { a: 1 },
];

const viaZod = (schema: z.ZodType, value: unknown) => schema.optional().catch(undefined).parse(value);

describe('search param readers behave as the zod schemas they replaced', () => {
  it('text, with and without trimming and a minimum', () => {
    const cases = [
      { opts: { max: 64 }, schema: z.string().max(64) },
      { opts: { max: 254 }, schema: z.string().max(254) },
      { opts: { max: 64, trim: true }, schema: z.string().trim().max(64) },
      { opts: { max: 100, trim: true }, schema: z.string().trim().max(100) },
      { opts: { min: 1, max: 100, trim: true }, schema: z.string().trim().min(1).max(100) },
      { opts: { min: 1, max: 200, trim: true }, schema: z.string().trim().min(1).max(200) },
    ];
    for (const { opts, schema } of cases) {
      for (const value of VALUES)
        expect(searchText(value, opts), String(value)).toEqual(viaZod(schema, value));
    }
  });

  it('whole numbers in a range', () => {
    for (const [min, max] of [
      [1, 200],
      [5, 600],
      [10, 1000],
      [12, 600],
      [3, 500],
    ] as const) {
      const schema = z.number().int().min(min).max(max);
      for (const value of VALUES)
        expect(searchInt(value, min, max), String(value)).toEqual(viaZod(schema, value));
    }
  });

  it('one of a list', () => {
    const options = ['rounds', 'bracket'] as const;
    for (const value of VALUES) {
      expect(searchOneOf(value, options), String(value)).toEqual(viaZod(z.enum(options), value));
    }
  });

  it('flags', () => {
    for (const value of VALUES) expect(searchFlag(value), String(value)).toEqual(viaZod(z.boolean(), value));
  });
});
