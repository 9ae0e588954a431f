import { contactMessages, type Db, execute, transaction } from '@cancha/db';
import type { ContactMessage } from '@cancha/shared';
import type { z } from 'zod';
import type { RateLimits } from '../auth/rate-limit';
import type { Mailer } from '../mail/mailer';

/**
 * docs/product/site-and-navigation.md#contact-form — POST /api/sendEmail: the message is kept, and each site
 * owner gets it by e-mail through the mail transport (the outbox retries when the server is down). A reply
 * goes straight to the visitor.
 */
export async function sendContactMessage(
  ctx: {
    db: Db;
    mailer: Mailer;
    config: { ownerEmails: readonly string[] };
    rateLimits: RateLimits;
    ip: string;
  },
  input: z.output<typeof ContactMessage>,
): Promise<void> {
  await ctx.rateLimits.contactPerAddress.consume(ctx.ip);
  await transaction(ctx.db, async (tx) => {
    await execute(tx.insert(contactMessages).values(input));
    // Once per address, even when OWNER_EMAILS also names the demo's owner.
    for (const owner of new Set(ctx.config.ownerEmails)) {
      await ctx.mailer.send(tx, {
        to: owner,
        subject: `Cancha: mensaje de ${input.name}`,
        text: `${input.name} <${input.email}> escribió desde el formulario de contacto:\n\n${input.description}\n`,
      });
    }
  });
}
