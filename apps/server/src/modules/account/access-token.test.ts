import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryDemoPassword } from '../../db/seed/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const claimsOf = async (username: string, password?: string) =>
  decodeJwt((await t.loginFully(username, password)).accessToken);

describe('the user flags in the access token (spec §3 User)', () => {
  it('tells the first-login popups what fatima.bakker still has to do', async () => {
    const claims = await claimsOf('fatima.bakker', temporaryDemoPassword);
    expect(claims).toMatchObject({
      role: 'H',
      collectivityLabel: 'ble',
      shouldResetPassword: true,
      shouldProvideEmailAddress: true,
      shouldVerifyEmailAddress: false,
      signedTermsOfAgreement: false,
      shouldShowDigitalPopup: true,
      isDefaulter: false,
      isAdult: true,
    });
  });

  it('has nothing left to do for jan.devries', async () => {
    const claims = await claimsOf('jan.devries');
    expect(claims).toMatchObject({
      shouldResetPassword: false,
      shouldProvideEmailAddress: false,
      shouldVerifyEmailAddress: false,
      signedTermsOfAgreement: true,
      shouldShowDigitalPopup: false,
    });
  });

  it('marks the defaulter and the ages', async () => {
    expect(await claimsOf('peter.jansen')).toMatchObject({ isDefaulter: true, isAdult: true });
    expect(await claimsOf('sanne.devries')).toMatchObject({ role: 'M', isAdult: false, is16AndOlder: true });
  });
});
