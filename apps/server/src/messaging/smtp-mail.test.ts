import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtpServer } from '../test/fake-smtp-server.ts';
import { DeliveryFailure } from './channel.ts';
import type { MailSettings } from './settings.ts';
import { smtpMail } from './smtp-mail.ts';

let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
});
afterAll(() => smtp.close());

const settings = (overrides: Partial<MailSettings> = {}): MailSettings => ({
  host: '127.0.0.1',
  port: smtp.port,
  security: 'none',
  user: undefined,
  password: undefined,
  from: '"Mijn portal" <noreply@portal.example>',
  ...overrides,
});

const message = {
  recipient: 'anna@example.nl',
  subject: 'Uw activatiecode',
  text: 'Uw activatiecode is 12345.',
};

describe('smtpMail', () => {
  it('delivers an e-mail over SMTP with the configured sender and login', async () => {
    const mail = await smtpMail(settings({ user: 'portal', password: 'smtp secret' }));
    try {
      await mail.send(message);
    } finally {
      await mail.close();
    }
    const [received] = smtp.received.slice(-1);
    expect(received).toMatchObject({ from: 'noreply@portal.example', to: ['anna@example.nl'] });
    expect(received?.login).toBe('portal:smtp secret');
    expect(received?.data).toContain('Subject: Uw activatiecode');
    expect(received?.data).toContain('Uw activatiecode is 12345.');
  });

  it('reports a refused recipient as final and a busy server as worth retrying, by code only', async () => {
    const mail = await smtpMail(settings());
    try {
      smtp.replyToRcpt('550 5.1.1 <anna@example.nl>: Recipient address rejected');
      const refused = await mail.send(message).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DeliveryFailure);
      expect(refused).toMatchObject({ reason: 'SMTP 550', permanent: true });

      smtp.replyToRcpt('451 4.7.1 <anna@example.nl>: greylisted, try later');
      const busy = await mail.send(message).catch((error: unknown) => error);
      expect(busy).toMatchObject({ reason: 'SMTP 451', permanent: false });
    } finally {
      await mail.close();
    }
  });

  it('reports a server that is not there as worth retrying', async () => {
    const closed = await startFakeSmtpServer();
    await closed.close();
    const mail = await smtpMail(settings({ port: closed.port }));
    try {
      const failure = await mail.send(message).catch((error: unknown) => error);
      expect(failure).toMatchObject({ permanent: false });
      expect((failure as DeliveryFailure).reason).toMatch(/^no answer \(E[A-Z]+\)$/);
    } finally {
      await mail.close();
    }
  });
});
