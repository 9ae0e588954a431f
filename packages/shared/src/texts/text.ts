// A text to be shown to someone: an id in the Lingui catalogs (apps/web/src/locales), its Spanish source and the
// values of its placeholders. The web translates it with its i18n; the server with packages/api/src/i18n. Each is
// written as `/*i18n*/ { id, message }` so `bun run i18n` extracts it into the same .po files as the screens.
export interface TextDescriptor {
  id: string;
  message: string;
  values?: Record<string, string | number>;
}

/** The same text with its placeholders' values. */
export function withValues(text: TextDescriptor, values: Record<string, string | number>): TextDescriptor {
  return { ...text, values };
}
