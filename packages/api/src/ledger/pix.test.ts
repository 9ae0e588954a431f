import { generatePixPayload } from '@brazilian-utils/brazilian-utils/generate-pix-payload';
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils/get-pix-payload-info';
import { describe, expect, it } from 'vitest';
import { cashLeague } from '../test-fixtures/ledger';
import { asNewUser, testServices, tournamentWithTeams } from '../testing';
import { pixCharge, pixTxid } from './pix';

// Static Pix (docs/decisions/027): BR Codes checked against the Banco Central's published examples and an
// independent CRC, and who may ask for one.

/** The Banco Central's examples (Manual de Padrões para Iniciação do Pix, §2.6.3 and §2.8.5.2; Manual do BR Code §2.2). */
const MANUAL = {
  staticNoAmount:
    '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
  withAmount:
    '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406100.505802BR5913Fulano de Tal6008BRASILIA62070503***80740014br.gov.bcb.pix2552pix.example.com/rec/2353c790eefb11eaadc10242ac12000263042875',
  brCode:
    '00020104141234567890123426580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-42665544000027300012BR.COM.OUTRO011001234567895204000053039865406123.455802BR5917NOME DO RECEBEDOR6008BRASILIA61087007490062190515RP12345678-201980390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ6304AD38',
};

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) over the UTF-8 bytes, written apart from the library. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A BR Code's own CRC (its last four characters) is the CRC of everything before them. */
const crcHolds = (payload: string) => crc16(payload.slice(0, -4)) === payload.slice(-4);

/** The BR Code's fields, top level: id → value. */
function fields(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < payload.length; ) {
    const id = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    out.set(id, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return out;
}

describe('the BR Code', () => {
  it("matches the Banco Central's examples", () => {
    expect(crc16('123456789')).toBe('29B1');
    for (const example of Object.values(MANUAL)) expect(crcHolds(example)).toBe(true);
    expect(
      generatePixPayload({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(MANUAL.staticNoAmount);
  });

  it('writes the amount in reais, the txid and the receiver, folded to what bank apps read', () => {
    const charge = pixCharge({
      key: '123e4567-e12b-12d1-a456-426655440000',
      name: 'Liga Várzea São João',
      city: 'São Paulo',
      amount: 10_050,
      txid: 'LOSPIBES0A1B2C3D4E',
    });
    expect(charge.amount).toBe(10_050);
    expect(crcHolds(charge.payload)).toBe(true);
    const f = fields(charge.payload);
    // Static: no point-of-initiation field, so the same code may be paid again.
    expect(f.has('01')).toBe(false);
    expect(f.get('26')).toBe('0014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000');
    expect([f.get('52'), f.get('53'), f.get('54'), f.get('58')]).toEqual(['0000', '986', '100.50', 'BR']);
    expect([f.get('59'), f.get('60')]).toEqual(['Liga Varzea Sao Joao', 'Sao Paulo']);
    expect(f.get('62')).toBe('0518LOSPIBES0A1B2C3D4E');
    // The same code read back by a parser.
    expect(getPixPayloadInfo(charge.payload)).toMatchObject({ amount: 100.5, txid: 'LOSPIBES0A1B2C3D4E' });
  });

  it("names the payment by the team, the same for the same charge and another for another's", () => {
    const a = pixTxid('Los Pibes de Ñuñoa', 'entry-1');
    expect(a).toMatch(/^LOSPIBESDENUNOA[0-9A-Z]{10}$/);
    expect(a.length).toBeLessThanOrEqual(25);
    expect(pixTxid('Los Pibes de Ñuñoa', 'entry-1')).toBe(a);
    expect(pixTxid('Los Pibes de Ñuñoa', 'entry-2')).not.toBe(a);
    expect(pixTxid('', 'entry-1')).toMatch(/^[0-9A-Z]{10}$/);
  });
});

describe('a team pays by Pix', () => {
  const REAIS = { currency: 'BRL' as const, registration: 20_000, perMatch: 5_000 };

  async function brazilianLeague() {
    const s = testServices();
    const setup = await tournamentWithTeams(s, 2, { type: 'LEAGUE', totalTeams: 4, fees: REAIS });
    return { s, ...setup };
  }

  it('shows a captain a code for the balance, or for one charge, to the organiser’s own key', async () => {
    const { s, creator, tournamentId, sides } = await brazilianLeague();
    const [a, b] = sides as [(typeof sides)[0], (typeof sides)[0]];
    await expect(a.captain.api.ledger.pix({ tournamentId, teamId: a.teamId })).rejects.toMatchObject({
      message: 'PIX_NOT_SET_UP',
    });
    expect((await a.captain.api.ledger.get({ tournamentId })).pay).toEqual({
      pix: false,
      mercadoPago: false,
    });
    const saved = await creator.api.ledger.savePaymentSettings({
      pix: { key: '529.982.247-25', name: 'Liga do Parque', city: 'Recife' },
    });
    // The key in the DICT's form: a CPF's digits.
    expect(saved.pix).toEqual({ key: '52998224725', name: 'Liga do Parque', city: 'Recife' });
    expect(await creator.api.ledger.paymentSettings()).toEqual(saved);
    expect((await a.captain.api.ledger.get({ tournamentId })).pay).toEqual({ pix: true, mercadoPago: false });

    const whole = await a.captain.api.ledger.pix({ tournamentId, teamId: a.teamId });
    expect(whole).toMatchObject({ amount: 20_000, receiver: { name: 'Liga do Parque', city: 'Recife' } });
    expect(getPixPayloadInfo(whole.payload)).toMatchObject({
      key: '52998224725',
      amount: 200,
      txid: whole.txid,
    });
    // The organiser shows the same code at the pitch.
    expect(await creator.api.ledger.pix({ tournamentId, teamId: a.teamId })).toEqual(whole);

    const fee = (await creator.api.ledger.get({ tournamentId })).entries.find((e) => e.teamId === a.teamId)!;
    const one = await a.captain.api.ledger.pix({ tournamentId, teamId: a.teamId, entryId: fee.id });
    expect(one.amount).toBe(20_000);
    expect(one.txid).not.toBe(whole.txid);

    // Another team's captain, a stranger: nothing.
    await expect(b.captain.api.ledger.pix({ tournamentId, teamId: a.teamId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const stranger = await asNewUser(s);
    await expect(stranger.api.ledger.pix({ tournamentId, teamId: a.teamId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    // Paid in full: nothing owed, no code.
    await creator.api.ledger.record({
      tournamentId,
      kind: 'PAYMENT',
      teamId: a.teamId,
      amount: 20_000,
      method: 'PIX',
    });
    await expect(a.captain.api.ledger.pix({ tournamentId, teamId: a.teamId })).rejects.toMatchObject({
      message: 'NOTHING_OWED',
    });
    await expect(
      a.captain.api.ledger.pix({ tournamentId, teamId: a.teamId, entryId: fee.id }),
    ).resolves.toMatchObject({ amount: 20_000 });
  });

  it('takes reais only, and refuses a key that is none', async () => {
    const s = testServices();
    const { creator, tournamentId, a } = await cashLeague(s);
    await creator.api.ledger.savePaymentSettings({
      pix: { key: 'caixa@ligadoparque.com.br', name: 'Liga do Parque', city: 'Recife' },
    });
    await expect(a.captain.api.ledger.pix({ tournamentId, teamId: a.teamId })).rejects.toMatchObject({
      message: 'PIX_NEEDS_BRL',
    });
    for (const key of ['123.456.789-00', 'not a key', '+54 9 351 555 1234'])
      await expect(
        creator.api.ledger.savePaymentSettings({ pix: { key, name: 'Liga', city: 'Recife' } }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      creator.api.ledger.savePaymentSettings({
        pix: { key: 'caixa@liga.com.br', name: 'Liga de Futebol Amador do Parque', city: 'Recife' },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await creator.api.ledger.paymentSettings()).pix?.key).toBe('caixa@ligadoparque.com.br');
    // Taking the key away.
    expect((await creator.api.ledger.savePaymentSettings({ pix: null })).pix).toBeNull();
    // A player is not an organiser: no settings of theirs to read.
    await expect(a.captain.api.ledger.paymentSettings()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
