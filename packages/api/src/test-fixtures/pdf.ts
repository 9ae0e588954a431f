import { inflateSync } from 'node:zlib';

// Reading back the PDFs the server draws (match sheets, receipts) in tests.

export const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
export const pageCount = (pdf: string) => pdf.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

/** The page contents, inflated (the PDFs are written with compress: true), as WinAnsi text. */
export function pdfContents(bytes: Uint8Array): string {
  const pdf = Buffer.from(bytes);
  let out = '';
  for (const m of latin1(bytes).matchAll(/\/FlateDecode[\s\S]*?stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = pdf.indexOf('endstream', start, 'latin1');
    out += inflateSync(pdf.subarray(start, end)).toString('latin1');
  }
  return out;
}

/** The strings shown with Tj, decoded from WinAnsi (cp1252 is Latin-1 here but for … and a few more). */
export const shown = (bytes: Uint8Array) =>
  [...pdfContents(bytes).matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) =>
    (m[1] ?? '').replace(/\\(.)/g, '$1').replace(/\x85/g, '…'),
  );
