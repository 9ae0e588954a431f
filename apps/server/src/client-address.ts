import { BlockList, isIP } from 'node:net';

/**
 * Which proxies stand in front of the server, from TRUST_PROXY: none; a number of hops (each proxy appends the
 * address it got the request from to X-Forwarded-For); or the proxies' own addresses and networks.
 */
export type ProxyTrust =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; list: BlockList };

export const NO_PROXY: ProxyTrust = { kind: 'none' };

/** Parses TRUST_PROXY; null when the value means nothing we know (the start-up then refuses it). */
export function parseProxyTrust(value: string | undefined): ProxyTrust | null {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === '0' || v === 'false' || v === 'no') return NO_PROXY;
  if (v === 'true' || v === 'yes') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(v)) return Number(v) <= 10 ? { kind: 'hops', hops: Number(v) } : null;
  const list = new BlockList();
  for (const part of v.split(',').map((p) => p.trim())) {
    const [address, bits, extra] = part.split('/');
    const family = isIP(address ?? '');
    if (!family || extra !== undefined) return null;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address!, type);
    else {
      const prefix = Number(bits);
      if (!/^\d+$/.test(bits) || prefix > (family === 4 ? 32 : 128)) return null;
      list.addSubnet(address!, prefix, type);
    }
  }
  return { kind: 'addresses', list };
}

/** "::ffff:1.2.3.4" (an IPv4 client on a dual-stack socket) is 1.2.3.4. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The visitor's address. The leftmost X-Forwarded-For entries are whatever the client wrote; only the entries our
 * own proxies appended can be believed. So the chain (header entries, then the socket's peer) is read from the
 * right: past `hops` proxies, or past every trusted address; the first entry beyond them is the client.
 */
export function clientAddress(
  trust: ProxyTrust,
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
) {
  const peer = plain(socketAddress ?? 'unknown');
  if (trust.kind === 'none' || !forwardedFor) return peer;
  const chain = [...forwardedFor.split(',').map((e) => plain(e.trim())), peer];
  let index: number;
  if (trust.kind === 'hops') {
    index = Math.max(0, chain.length - 1 - trust.hops);
  } else {
    index = chain.length - 1;
    while (index > 0 && isTrusted(trust.list, chain[index]!)) index -= 1;
  }
  const found = chain[index]!;
  // Something that is not an address (a forged header a proxy passed along) is not believed.
  return isIP(found) ? found : peer;
}
