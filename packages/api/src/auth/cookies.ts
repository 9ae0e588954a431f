export interface CookieOptions {
  maxAgeSeconds?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
  path?: string;
}

/** How a procedure reads and writes cookies, whatever transport carries it. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  delete(name: string, options?: Pick<CookieOptions, 'path' | 'secure'>): void;
}

export function serializeCookie(name: string, value: string, o: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${o.path ?? '/'}`];
  if (o.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${Math.floor(o.maxAgeSeconds)}`);
    parts.push(`Expires=${new Date(Date.now() + o.maxAgeSeconds * 1000).toUTCString()}`);
  }
  if (o.httpOnly) parts.push('HttpOnly');
  if (o.secure) parts.push('Secure');
  parts.push(`SameSite=${o.sameSite ?? 'Lax'}`);
  return parts.join('; ');
}

export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      out.set(name, decodeURIComponent(raw));
    } catch {
      out.set(name, raw);
    }
  }
  return out;
}

/** A jar over a request's Cookie header that hands each Set-Cookie line to the transport. */
export function headerCookieJar(
  cookieHeader: string | null | undefined,
  appendSetCookie: (line: string) => void,
): CookieJar {
  const incoming = parseCookieHeader(cookieHeader);
  return {
    get: (name) => incoming.get(name),
    set: (name, value, options) => {
      incoming.set(name, value);
      appendSetCookie(serializeCookie(name, value, options));
    },
    delete: (name, options) => {
      incoming.delete(name);
      appendSetCookie(serializeCookie(name, '', { ...options, maxAgeSeconds: 0, httpOnly: true }));
    },
  };
}
