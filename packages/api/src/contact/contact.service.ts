import { contactMessages, type Db, execute, fetchAll, transaction, users } from '@cancha/db';
import { type ContactMessage, parseLocale, withValues } from '@cancha/shared';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { RateLimits } from '../auth/rate-limit';
import { translator } from '../i18n/translate';
import type { Mailer } from '../mail/mailer';

const MAIL = {
  subject: /*i18n*/ { id: 'mail.contact.subject', message: 'Cancha: mensaje de {name}' },
  intro: /*i18n*/ {
    id: 'mail.contact.intro',
    message: '{name} <{email}> escribió desde el formulario de contacto:',
  },
};

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
    // Once per address, even when OWNER_EMAILS also names the demo's owner; in the owner's language when the
    // address has an account.
    const owners = [...new Set(ctx.config.ownerEmails)];
    const accounts = owners.length
      ? await fetchAll(
          tx
            .select({ email: users.email, locale: users.locale })
            .from(users)
            .where(inArray(users.email, owners)),
        )
      : [];
    const values = { name: input.name, email: input.email };
    for (const owner of owners) {
      const t = translator(parseLocale(accounts.find((a) => a.email === owner)?.locale));
      await ctx.mailer.send(tx, {
        to: owner,
        subject: t(withValues(MAIL.subject, values)),
        text: `${t(withValues(MAIL.intro, values))}\n\n${input.description}\n`,
      });
    }
  });
}
