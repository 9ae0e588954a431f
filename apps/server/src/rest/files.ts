import { createContextInner } from '@cancha/api';
import { DomainError, parseLocale, SheetQuery } from '@cancha/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { restCookies } from './caller';

// Files /api/v1 answers with (match sheets, receipts, the cash book's CSV): their language and paper, and headers
// that keep a private file out of shared caches.

/** A PDF's paper (?paper=A4|LETTER) and language: ?lang= (the app's), else the reader's account's. */
export async function pdfOptions(c: Context<AppEnv>) {
  const ctx = await createContextInner(c.var.services, { cookies: restCookies(c), ip: c.var.ip });
  const query = SheetQuery.safeParse({ paper: c.req.query('paper')?.toUpperCase() || undefined });
  if (!query.success) throw new DomainError('VALIDATION', 'paper: A4 or LETTER');
  const { paper } = query.data;
  const lang = c.req.query('lang');
  return { paper, locale: parseLocale(lang ?? ctx.user?.locale) };
}

export function pdf(c: Context<AppEnv>, bytes: Uint8Array, name: string) {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${name}"`,
    'cache-control': 'private, no-store',
  });
}

/** A spreadsheet download, named for the organiser's files. */
export function csv(c: Context<AppEnv>, text: string, name: string) {
  return c.body(text, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'private, no-store',
  });
}
