import type { LoginReply, ResetFlowReply } from '@mijn/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, passkeys } from '../../db/schema.ts';
import { passkeyCalls } from '../../test/passkeys.ts';
import { createSoftwareAuthenticator } from '../../test/software-authenticator.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('a password reset of an account with passkeys', () => {
  it('keeps the passkeys and names them in the confirmation e-mail', async () => {
    const calls = passkeyCalls(t);
    const { accessToken } = await t.loginFully('anna.devries');
    const authenticator = createSoftwareAuthenticator();
    await calls.registerPasskey(accessToken, authenticator, 'Telefoon');
    t.clock.advance(1000);
    await calls.registerPasskey(accessToken, authenticator, 'Laptop van het werk');

    const reset = await post('/api/Account/ResetPassword', {
      username: 'anna.devries',
      birthDate: '1982/07/22',
    });
    const validated = await post(
      '/api/account/validateVerificationCodeResetFlow',
      { verificationCode: await t.latestCode('+31623456789'), resetType: 'password' },
      bearer(reset.json<LoginReply>().loginToken),
    );
    const { resetToken } = validated.json<ResetFlowReply>();
    const updated = await post(
      '/api/Account/UpdatePassword',
      { Password: 'Nieuw-wachtwoord-7!' },
      bearer(resetToken ?? ''),
    );
    expect(updated.statusCode).toBe(200);

    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, 'anna.devries@example.nl'), eq(outboxMessages.channel, 'email')))
      .orderBy(desc(outboxMessages.sentAt))
      .limit(1);
    expect(mail?.subject).toBe('Uw wachtwoord is gewijzigd');
    expect(mail?.text).toContain(
      'Met deze passkeys kunt u nog steeds inloggen:\n- Telefoon\n- Laptop van het werk\n',
    );
    expect(await t.db.select().from(passkeys)).toHaveLength(2);
    const { passkeyToken, credential } = await calls.assertion(authenticator);
    expect((await calls.login(passkeyToken, credential)).statusCode).toBe(200);
  });
});
