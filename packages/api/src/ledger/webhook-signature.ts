import { createHmac, timingSafeEqual } from 'node:crypto';

// Mercado Pago's signed notifications (docs/decisions/027). `x-signature: ts=<time>,v1=<hex>` is the HMAC-SHA256,
// with the organiser's webhook secret, of the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, a part
// left out when its value is absent. Mercado Pago's page says to lowercase an alphanumeric data.id and its SDKs
// now sign the id as sent; both are accepted. Its `ts` has been seen in seconds and in milliseconds.

/** How far a notification's time may be from ours: Mercado Pago retries for a while, a replay is older. */
export const SIGNATURE_TOLERANCE_MS = 10 * 60_000;

export interface SignedNotification {
  xSignature?: string | undefined;
  xRequestId?: string | undefined;
  dataId?: string | undefined;
}

function parts(header: string): { ts: string; v1: string } | null {
  const found = new Map<string, string>();
  for (const part of header.split(',')) {
    const [name, ...rest] = part.split('=');
    if (name && rest.length > 0) found.set(name.trim(), rest.join('=').trim());
  }
  const ts = found.get('ts');
  const v1 = found.get('v1');
  return ts && v1 && /^\d+$/.test(ts) && /^[0-9a-f]{64}$/i.test(v1) ? { ts, v1: v1.toLowerCase() } : null;
}

const manifest = (dataId: string | undefined, requestId: string | undefined, ts: string) =>
  `${dataId ? `id:${dataId};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;

/** Whether the notification was signed with `secret`, within the tolerance of `now`. */
export function signatureHolds(n: SignedNotification, secret: string, now = Date.now()): boolean {
  const signed = n.xSignature ? parts(n.xSignature) : null;
  if (!signed) return false;
  const ts = Number(signed.ts);
  const at = ts < 100_000_000_000 ? ts * 1000 : ts;
  if (Math.abs(now - at) > SIGNATURE_TOLERANCE_MS) return false;
  const expected = Buffer.from(signed.v1, 'hex');
  const ids = new Set([n.dataId, n.dataId?.toLowerCase()]);
  let holds = false;
  // Every candidate is compared, in constant time, whatever the first one gave.
  for (const id of ids) {
    const mac = createHmac('sha256', secret)
      .update(manifest(id, n.xRequestId, signed.ts))
      .digest();
    if (mac.length === expected.length && timingSafeEqual(mac, expected)) holds = true;
  }
  return holds;
}
