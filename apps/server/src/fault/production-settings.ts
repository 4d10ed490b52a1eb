/**
 * What production needs besides its database and storage, with values no repository file holds (a
 * known development value is refused there): mail and SMS senders the tests never reach, and the
 * simulated insurer asked for by name, as a demo deployment does.
 */
export const productionSettings = {
  NODE_ENV: 'production',
  OUTBOX: 'off',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  CODE_PEPPER: 'a-production-pepper-0123456789',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'portaal@zorgzaam.example',
  SMS_PROVIDER: 'messagebird',
  SMS_FROM: 'Zorgzaam',
  MESSAGEBIRD_ACCESS_KEY: 'test-key',
  INSURER_SIMULATION: 'on',
};
