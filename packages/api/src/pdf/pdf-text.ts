import type { jsPDF } from 'jspdf';

// Text on the PDFs the server draws (match sheets, receipts) with jsPDF's standard fonts.

// cp1252 characters above Latin-1 that the standard fonts carry.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
// Letters with no decomposition to strip an accent from.
const FOLD: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i' };

/**
 * The standard fonts only encode WinAnsi: one character outside it makes jsPDF write the whole string as
 * two-byte garbage. So drop accents it lacks (ő → o) and replace the rest with '?'.
 */
export function winAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC').replace(/\s+/g, ' ')) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else {
      const base = FOLD[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += base.length === 1 && (base.codePointAt(0) ?? 0) < 0x7f ? base : '?';
    }
  }
  return out.trim();
}

/** Cuts text with an ellipsis to fit `width` mm at the current font. */
export function fit(doc: jsPDF, text: string, width: number): string {
  const clean = winAnsi(text);
  if (doc.getTextWidth(clean) <= width) return clean;
  for (let end = clean.length - 1; end > 0; end--) {
    const cut = `${clean.slice(0, end).trimEnd()}…`;
    if (doc.getTextWidth(cut) <= width) return cut;
  }
  return '';
}

export function font(doc: jsPDF, size: number, style: 'normal' | 'bold' = 'normal'): void {
  doc.setFont('helvetica', style).setFontSize(size);
}
