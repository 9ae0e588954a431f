import { screen, waitFor, within } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { renderInRouter, renderWithApp } from '@/testing/render';
import { fakeTrpc, refusal } from '@/testing/trpc';
import { PaymentSettingsPage } from './payment-settings-page';
import { PixDialog } from './pix-dialog';

// Pix (docs/decisions/027): a team's code as a QR and 'Pix Copia e Cola', and the organiser's key, name and city.

const PAYLOAD =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406200.005802BR5914Liga do Parque6006Recife62200516ALTACORDOBA1234563043F1A';
const WEBHOOK_URL = 'http://localhost:3000/api/v1/payments/mercadopago/webhook';
const target = { tournamentId: 'tournament-1', teamId: 'team-1', team: 'Alta Córdoba' };

describe("the 'Pagar con Pix' dialog", () => {
  it('draws the code as a QR and copies it for the bank app', async () => {
    const api = fakeTrpc({
      ledger: {
        pix: () => ({
          payload: PAYLOAD,
          amount: 20_000,
          txid: 'ALTACORDOBA123456',
          receiver: { name: 'Liga do Parque', city: 'Recife' },
        }),
      },
    });
    const { user } = renderWithApp(<PixDialog target={target} organiser={false} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Pagar con Pix' });
    const qr = await within(dialog).findByRole('img', { name: 'Código QR de Pix de Alta Córdoba' });
    // One dark square per dark module of the code's own matrix, in a quiet zone of four.
    const modules = encode(PAYLOAD, { ecc: 'M', border: 4 });
    expect(qr.getAttribute('viewBox')).toBe(`0 0 ${modules.size} ${modules.size}`);
    const dark = modules.data.flat().filter(Boolean).length;
    expect(qr.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(dark);
    expect(within(dialog).getByText('Liga do Parque · Recife')).toBeTruthy();
    expect((within(dialog).getByLabelText('Pix Copia e Cola') as HTMLTextAreaElement).value).toBe(PAYLOAD);
    await user.click(within(dialog).getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText(/Código Pix copiado/)).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(PAYLOAD);
    expect(api.inputsOf('ledger.pix')).toEqual([{ tournamentId: 'tournament-1', teamId: 'team-1' }]);
  });

  it('says why there is no code', async () => {
    fakeTrpc({ ledger: { pix: () => Promise.reject(refusal('NOTHING_OWED')) } });
    renderWithApp(<PixDialog target={target} organiser onClose={() => {}} />);
    expect(await screen.findByText('No hay saldo para pagar.')).toBeTruthy();
  });
});

describe("the organiser's online payments", () => {
  it('saves the Pix key, refuses one that is none, and takes it away', async () => {
    let saved: { key: string; name: string; city: string } | null = null;
    const api = fakeTrpc({
      ledger: {
        paymentSettings: () => ({ pix: saved, mercadoPago: null, mercadoPagoWebhookUrl: WEBHOOK_URL }),
        savePaymentSettings: ({ pix }) => {
          saved = pix ? { ...pix, key: pix.key.replace(/\D/g, '') } : null;
          return { pix: saved, mercadoPago: null, mercadoPagoWebhookUrl: WEBHOOK_URL };
        },
      },
    });
    const { user } = renderInRouter(<PaymentSettingsPage />);
    const key = await screen.findByLabelText('Clave Pix');
    await user.type(key, 'mi clave');
    await user.type(screen.getByLabelText('Nombre del titular'), 'Liga do Parque');
    await user.type(screen.getByLabelText('Ciudad'), 'Recife');
    await user.click(screen.getByRole('button', { name: 'Guardar Pix' }));
    expect(
      await screen.findByText('Escribe tu clave Pix: CPF, CNPJ, celular, e-mail o clave aleatoria.'),
    ).toBeTruthy();
    expect(api.inputsOf('ledger.savePaymentSettings')).toEqual([]);

    await user.clear(key);
    await user.type(key, '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Guardar Pix' }));
    expect(await screen.findByText('Clave Pix guardada.')).toBeTruthy();
    expect(api.inputsOf('ledger.savePaymentSettings')).toEqual([
      // Read into the DICT's form before it is sent, as the server reads it.
      { pix: { key: '52998224725', name: 'Liga do Parque', city: 'Recife' } },
    ]);
    // Read again: the key as the server keeps it.
    await waitFor(() =>
      expect((screen.getByLabelText('Clave Pix') as HTMLInputElement).value).toBe('52998224725'),
    );

    await user.click(screen.getByRole('button', { name: 'Quitar Pix' }));
    expect(await screen.findByText('Quitaste tu clave Pix.')).toBeTruthy();
    expect(api.inputsOf('ledger.savePaymentSettings').at(-1)).toEqual({ pix: null });
  });
});

describe("the organiser's Mercado Pago", () => {
  it('connects with a token Mercado Pago takes, says so, and disconnects', async () => {
    let account: string | null = null;
    const api = fakeTrpc({
      ledger: {
        paymentSettings: () => ({
          pix: null,
          mercadoPago: account ? { account } : null,
          mercadoPagoWebhookUrl: WEBHOOK_URL,
        }),
        savePaymentSettings: ({ mercadoPago }) => {
          if (mercadoPago && mercadoPago.accessToken !== 'APP_USR-good-token')
            return Promise.reject(refusal('MERCADO_PAGO_TOKEN_REJECTED'));
          account = mercadoPago ? 'LIGADELPARQUE' : null;
          return { pix: null, mercadoPago: account ? { account } : null, mercadoPagoWebhookUrl: WEBHOOK_URL };
        },
      },
    });
    const { user } = renderInRouter(<PaymentSettingsPage />);
    expect(((await screen.findByLabelText('Dirección para los Webhooks')) as HTMLInputElement).value).toBe(
      WEBHOOK_URL,
    );
    await user.type(screen.getByLabelText('Access Token'), 'APP_USR-bad-token');
    await user.type(screen.getByLabelText('Clave secreta de los Webhooks'), 'whsec-0123456789');
    await user.click(screen.getByRole('button', { name: 'Conectar Mercado Pago' }));
    expect(await screen.findByText(/Mercado Pago no aceptó ese Access Token/)).toBeTruthy();
    await user.clear(screen.getByLabelText('Access Token'));
    await user.type(screen.getByLabelText('Access Token'), 'APP_USR-good-token');
    await user.click(screen.getByRole('button', { name: 'Conectar Mercado Pago' }));
    expect(await screen.findByText('Conectado a la cuenta LIGADELPARQUE.')).toBeTruthy();
    expect(api.inputsOf('ledger.savePaymentSettings').at(-1)).toEqual({
      mercadoPago: { accessToken: 'APP_USR-good-token', webhookSecret: 'whsec-0123456789' },
    });
    await user.click(screen.getByRole('button', { name: 'Desconectar Mercado Pago' }));
    expect(await screen.findByRole('button', { name: 'Conectar Mercado Pago' })).toBeTruthy();
  });
});
