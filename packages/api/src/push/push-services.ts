// Where the server may send pushes (docs/decisions/016-follow-and-share.md): the browsers' own push services, and
// the origins the deployment names in PUSH_ALLOWED_ORIGINS. A stored subscription is an address the server will
// later call; anything else would let a browser make the server call an arbitrary address.
const BROWSER_PUSH_SERVICES = [
  // Chrome, Edge on Android, Samsung Internet, Opera
  /^https:\/\/(fcm|android)\.googleapis\.com$/,
  // Firefox
  /^https:\/\/updates\.push\.services\.mozilla\.com$/,
  // Edge on Windows
  /^https:\/\/[a-z0-9-]+\.notify\.windows\.com$/,
  // Safari (macOS, and iOS 16.4+ from the home screen)
  /^https:\/\/web\.push\.apple\.com$/,
  /^https:\/\/[a-z0-9-]+\.push\.apple\.com$/,
];

/** The origins PUSH_ALLOWED_ORIGINS names, normalised; an entry that is not an http(s) origin is refused. */
export function parsePushOrigins(list: string | undefined): string[] | null {
  const origins: string[] = [];
  for (const entry of (list ?? '').split(',').map((e) => e.trim())) {
    if (!entry) continue;
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      return null;
    }
    if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.pathname !== '/') return null;
    origins.push(url.origin);
  }
  return origins;
}

export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return (
    extraOrigins.includes(url.origin) || BROWSER_PUSH_SERVICES.some((service) => service.test(url.origin))
  );
}
