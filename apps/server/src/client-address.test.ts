import { describe, expect, it } from 'vitest';
import { clientAddress, NO_PROXY, parseProxyTrust } from './client-address';
import { loadConfig } from './config';
import { testApp } from './testing/test-app';

const trust = (value: string) => parseProxyTrust(value)!;

describe('the client address behind proxies', () => {
  it('believes no header without TRUST_PROXY', () => {
    expect(clientAddress(NO_PROXY, '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
  });

  it('takes the entry the proxy appended, never the leftmost one the client wrote', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; one proxy (at 10.0.0.2) appended the address it saw.
    expect(clientAddress(trust('1'), '10.0.0.2', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddress(trust('true'), '10.0.0.2', '198.51.100.7')).toBe('198.51.100.7');
    // Two proxies (a CDN, then nginx): two entries from the right.
    expect(clientAddress(trust('2'), '10.0.0.2', '6.6.6.6, 198.51.100.7, 172.16.0.5')).toBe('198.51.100.7');
  });

  it('skips the trusted proxies by address or network, IPv4 and IPv6', () => {
    const proxies = trust('10.0.0.0/8, 2001:db8::/32, 192.0.2.1');
    expect(clientAddress(proxies, '10.0.0.2', '6.6.6.6, 198.51.100.7, 192.0.2.1')).toBe('198.51.100.7');
    expect(clientAddress(proxies, '::ffff:10.1.1.1', '2001:db8::5, 2001:db9::9, 2001:db8::7')).toBe(
      '2001:db9::9',
    );
    // A request straight from an untrusted peer: its header means nothing.
    expect(clientAddress(proxies, '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
  });

  it('does not believe an entry that is not an address', () => {
    expect(clientAddress(trust('1'), '10.0.0.2', 'not-an-ip')).toBe('10.0.0.2');
  });

  it('refuses a TRUST_PROXY it cannot read at start-up', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'lots' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    expect(loadConfig({}).trustProxy).toEqual(NO_PROXY);
  });

  it('keeps a rotating X-Forwarded-For from escaping a per-address limit', async () => {
    const t = testApp();
    t.services.rateLimits.sleep = async () => {};
    const browser = t.client();
    await browser.post('/api/v1/auth/signup', {
      email: 'ana@example.com',
      password: 'secreto1',
      userGender: 'FEMALE',
      birthdate: '1990-01-01',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // The attacker writes a new leftmost address each time; the proxy's entry (the last) stays theirs.
      const r = await browser.post(
        '/api/v1/auth/signin',
        { email: 'ana@example.com', password: 'mal1234' },
        { 'x-forwarded-for': `7.7.7.${i}, 198.51.100.7` },
      );
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
