import { contactMessages, emailOutbox, fetchAll } from '@cancha/db';
import { describe, expect, it } from 'vitest';
import { browserCaller, testServices } from '../testing';

describe('contact.send', () => {
  it('keeps the message and e-mails each site owner once, even when an address is listed twice', async () => {
    const s = testServices({
      config: { ownerEmails: ['duena@cancha.demo', 'otra@club.test', 'duena@cancha.demo'] },
    });
    await browserCaller(s).api.contact.send({
      name: 'Lía',
      email: 'lia@example.com',
      description: '¿Cómo inscribo a mi equipo?',
    });
    expect(await fetchAll(s.db.select().from(contactMessages))).toHaveLength(1);
    const to = (await fetchAll(s.db.select().from(emailOutbox))).map((m) => m.to).sort();
    expect(to).toEqual(['duena@cancha.demo', 'otra@club.test']);
  });
});
