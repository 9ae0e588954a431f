import { createHash } from 'node:crypto';
import { generatePixPayload } from '@brazilian-utils/brazilian-utils/generate-pix-payload';
import { fromMinor, type PixChargeDto, slugify } from '@cancha/shared';

// Static Pix (docs/decisions/027): the BR Code a bank app reads to pay the organiser's own key. Encoded by
// @brazilian-utils (checked against the Banco Central's published examples in pix.test.ts); static codes have no
// callback, so the organiser marks the payment received when it shows in their account.

/**
 * A txid the organiser recognises in their statement: the team's name in capitals and digits, then a digest of
 * what is paid, so the same charge always carries the same txid and another charge another one (25 at most,
 * [A-Z0-9] as the BR Code allows).
 */
export function pixTxid(team: string, what: string): string {
  const name = slugify(team).replaceAll('-', '').toUpperCase().slice(0, 15);
  const digest = BigInt(`0x${createHash('sha256').update(what).digest('hex').slice(0, 15)}`)
    .toString(36)
    .toUpperCase()
    .padStart(10, '0')
    .slice(0, 10);
  return `${name}${digest}`;
}

export function pixCharge(input: {
  key: string;
  name: string;
  city: string;
  amount: number;
  txid: string;
}): PixChargeDto {
  const payload = generatePixPayload({
    key: input.key,
    merchantName: input.name,
    merchantCity: input.city,
    amount: fromMinor(input.amount, 'BRL'),
    txid: input.txid,
  });
  // The settings were checked when saved and the amount is whole centavos: a refusal here is a bug.
  if (!payload) throw new Error('pixCharge: the BR Code could not be written');
  return {
    payload,
    amount: input.amount,
    txid: input.txid,
    receiver: { name: input.name, city: input.city },
  };
}
