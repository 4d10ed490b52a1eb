import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config-error.ts';
import { parseMailSettings, parseSmsSettings } from './settings.ts';

describe('parseMailSettings', () => {
  it('is off when nothing (or only empty values) is set', () => {
    expect(parseMailSettings({})).toBeNull();
    expect(parseMailSettings({ SMTP_HOST: '', MAIL_FROM: ' ' })).toBeNull();
  });

  it('reads SMTP_URL with its login, TLS from the start for smtps', () => {
    expect(
      parseMailSettings({
        SMTP_URL: 'smtps://mailer%40portal:p%2Fss@smtp.example.nl',
        MAIL_FROM: 'noreply@example.nl',
      }),
    ).toEqual({
      host: 'smtp.example.nl',
      port: 465,
      security: 'tls',
      user: 'mailer@portal',
      password: 'p/ss',
      from: 'noreply@example.nl',
    });
    expect(parseMailSettings({ SMTP_URL: 'smtp://relay:2525', MAIL_FROM: 'a@b.nl' })).toMatchObject({
      port: 2525,
      security: 'starttls',
      user: undefined,
    });
  });

  it('reads SMTP_HOST and friends: port 587 with STARTTLS unless told otherwise', () => {
    const base = { SMTP_HOST: 'smtp.example.nl', MAIL_FROM: '"Mijn" <noreply@example.nl>' };
    expect(parseMailSettings({ ...base, SMTP_USER: 'u', SMTP_PASSWORD: 'p' })).toEqual({
      host: 'smtp.example.nl',
      port: 587,
      security: 'starttls',
      user: 'u',
      password: 'p',
      from: '"Mijn" <noreply@example.nl>',
    });
    expect(parseMailSettings({ ...base, SMTP_PORT: '465' })?.security).toBe('tls');
    expect(parseMailSettings({ ...base, SMTP_PORT: '25', SMTP_SECURITY: 'none' })?.security).toBe('none');
  });

  it('refuses partial or malformed settings, naming what is wrong', () => {
    expect(() => parseMailSettings({ SMTP_HOST: 'smtp.example.nl' })).toThrow(ConfigError);
    expect(() => parseMailSettings({ SMTP_HOST: 'smtp.example.nl' })).toThrow(/missing: MAIL_FROM$/);
    expect(() => parseMailSettings({ MAIL_FROM: 'a@b.nl' })).toThrow(/missing: SMTP_HOST$/);
    expect(() => parseMailSettings({ SMTP_URL: 'http://x', MAIL_FROM: 'a@b.nl' })).toThrow(/smtp:\/\//);
    expect(() => parseMailSettings({ SMTP_URL: 'smtp://x', SMTP_HOST: 'y', MAIL_FROM: 'a@b.nl' })).toThrow(
      /not both/,
    );
    expect(() => parseMailSettings({ SMTP_HOST: 'x', MAIL_FROM: 'noreply' })).toThrow(/MAIL_FROM/);
    expect(() => parseMailSettings({ SMTP_HOST: 'x', MAIL_FROM: 'a@b.nl', SMTP_PORT: '0' })).toThrow(
      /SMTP_PORT/,
    );
    expect(() => parseMailSettings({ SMTP_HOST: 'x', MAIL_FROM: 'a@b.nl', SMTP_SECURITY: 'ssl' })).toThrow(
      /SMTP_SECURITY/,
    );
    expect(() => parseMailSettings({ SMTP_HOST: 'x', MAIL_FROM: 'a@b.nl', SMTP_USER: 'u' })).toThrow(
      /together/,
    );
  });
});

describe('parseSmsSettings', () => {
  const twilio = {
    SMS_PROVIDER: 'twilio',
    SMS_FROM: '+3197010203040',
    TWILIO_ACCOUNT_SID: 'AC1',
    TWILIO_AUTH_TOKEN: 't',
  };

  it('is off when nothing is set', () => {
    expect(parseSmsSettings({})).toBeNull();
  });

  it('reads the chosen provider with its credentials and sender', () => {
    expect(parseSmsSettings(twilio)).toEqual({
      provider: 'twilio',
      from: '+3197010203040',
      baseUrl: undefined,
      accountSid: 'AC1',
      authToken: 't',
    });
    expect(
      parseSmsSettings({
        SMS_PROVIDER: 'messagebird',
        SMS_FROM: 'Zorgverz',
        MESSAGEBIRD_ACCESS_KEY: 'key',
        SMS_BASE_URL: 'http://127.0.0.1:9000/',
      }),
    ).toEqual({
      provider: 'messagebird',
      from: 'Zorgverz',
      baseUrl: 'http://127.0.0.1:9000',
      accessKey: 'key',
    });
  });

  it('refuses a missing or unknown provider, missing credentials and a bad sender', () => {
    expect(() => parseSmsSettings({ SMS_FROM: 'Mijn' })).toThrow(/SMS_PROVIDER/);
    expect(() => parseSmsSettings({ ...twilio, SMS_PROVIDER: 'kpn' })).toThrow(
      /not one of twilio, messagebird/,
    );
    expect(() => parseSmsSettings({ SMS_PROVIDER: 'messagebird', SMS_FROM: 'Mijn' })).toThrow(
      /missing: MESSAGEBIRD_ACCESS_KEY$/,
    );
    expect(() => parseSmsSettings({ SMS_PROVIDER: 'twilio' })).toThrow(
      /missing: SMS_FROM, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN$/,
    );
    expect(() => parseSmsSettings({ ...twilio, SMS_FROM: 'A sender that is too long' })).toThrow(/SMS_FROM/);
    expect(() => parseSmsSettings({ ...twilio, SMS_FROM: '0612345678' })).toThrow(/SMS_FROM/);
    expect(() => parseSmsSettings({ ...twilio, SMS_BASE_URL: 'gateway:80' })).toThrow(/SMS_BASE_URL/);
  });
});
