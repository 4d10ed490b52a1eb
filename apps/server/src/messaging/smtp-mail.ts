import { type Channel, DeliveryFailure, networkFailure } from './channel.ts';
import type { MailSettings } from './settings.ts';

/**
 * A refusal of this message (5xx on the envelope or the content) is final; everything else
 * (4xx greylisting, a login that failed, no connection) may pass and is retried.
 */
function smtpFailure(error: unknown): DeliveryFailure {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode !== 'number') return networkFailure(error);
  const aboutThisMessage = code === 'EENVELOPE' || code === 'EMESSAGE';
  return new DeliveryFailure(`SMTP ${responseCode}`, aboutThisMessage && responseCode >= 500);
}

/**
 * E-mail through an SMTP server with nodemailer; pooled connections, bounded waits. nodemailer is
 * loaded only when the configuration selects SMTP (decision 0063).
 */
export async function smtpMail(settings: MailSettings): Promise<Channel> {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({
    pool: true,
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // nodemailer's own log would print addresses.
    logger: false,
  });
  return {
    async send(message) {
      try {
        await transport.sendMail({
          from: settings.from,
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.text,
        });
      } catch (error) {
        throw smtpFailure(error);
      }
    },
    async close() {
      transport.close();
    },
  };
}
