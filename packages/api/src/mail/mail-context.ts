import type { Mailer } from './mailer';

/** What a service needs to e-mail someone: the transport and the address links point to. */
export interface MailContext {
  mailer: Mailer;
  publicUrl: string;
}

export const mailOf = (ctx: { mailer: Mailer; config: { publicUrl: string } }): MailContext => ({
  mailer: ctx.mailer,
  publicUrl: ctx.config.publicUrl,
});
