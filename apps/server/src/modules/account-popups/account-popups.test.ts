import type { AccessTokenClaims } from '@mijn/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, customers } from '../../db/schema.ts';
import { temporaryDemoPassword } from '../../db/seed/index.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const claims = (token: string) => decodeJwt(token) as unknown as AccessTokenClaims;

const post = (url: string, token: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

const fatima = async () => (await t.loginFully('fatima.bakker', temporaryDemoPassword)).accessToken;

describe('first-login popups of fatima.bakker', () => {
  it('starts with every popup flag set', async () => {
    expect(claims(await fatima())).toMatchObject({
      shouldProvideEmailAddress: true,
      signedTermsOfAgreement: false,
      shouldShowDigitalPopup: true,
    });
  });

  it('GET account/getEmailAddress answers none on file', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/account/getEmailAddress',
      headers: bearer(await fatima()),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ emailAddress: null, isVerified: false });
  });

  it('UpdateContactDetails refuses an invalid address and digital post without an address', async () => {
    const token = await fatima();
    const invalid = await post('account/UpdateContactDetails', token, { emailAddress: 'fatima@' });
    expect(invalid.statusCode).toBe(400);
    expect((await post('account/UpdateContactDetails', token, {})).statusCode).toBe(400);
    const digital = await post('account/UpdateContactDetails', token, { digitalPost: true });
    expect(digital.statusCode).toBe(400);
    expect(digital.json().message).toBe('An e-mail address is required for digital post');
  });

  it('entering an e-mail address answers a token without the e-mail popup', async () => {
    const reply = await post('account/UpdateContactDetails', await fatima(), {
      emailAddress: ' fatima.bakker@example.nl ',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const next = claims(reply.json().accessToken);
    expect(next).toMatchObject({ shouldProvideEmailAddress: false, shouldVerifyEmailAddress: false });
    const stored = await t.app.inject({
      method: 'GET',
      url: '/api/account/getEmailAddress',
      headers: bearer(reply.json().accessToken),
    });
    expect(stored.json()).toEqual({ emailAddress: 'fatima.bakker@example.nl', isVerified: true });
  });

  it('SignTermsOfAgreement answers a token with the terms signed, also on the next login', async () => {
    const reply = await post('Account/SignTermsOfAgreement', await fatima());
    expect(reply.statusCode).toBe(200);
    expect(claims(reply.json().accessToken).signedTermsOfAgreement).toBe(true);
    expect(claims(await fatima()).signedTermsOfAgreement).toBe(true);
  });

  it('decline-digital-pop-up stops the digital-post popup for good', async () => {
    const reply = await post('account/decline-digital-pop-up', await fatima());
    expect(reply.statusCode).toBe(200);
    expect(claims(reply.json().accessToken).shouldShowDigitalPopup).toBe(false);
    expect(claims(await fatima()).shouldShowDigitalPopup).toBe(false);
  });

  it('needs a login for every popup call', async () => {
    for (const url of [
      'Account/SignTermsOfAgreement',
      'account/decline-digital-pop-up',
      'account/UpdateContactDetails',
    ]) {
      expect((await t.app.inject({ method: 'POST', url: `/api/${url}` })).statusCode).toBe(401);
    }
  });
});

describe('account/UpdateContactDetails', () => {
  it('sets digital post and the newsletter for jan.devries', async () => {
    const { accessToken } = await t.loginFully('jan.devries');
    const reply = await post('account/UpdateContactDetails', accessToken, {
      digitalPost: true,
      digitalNewsletterActive: true,
    });
    expect(reply.statusCode).toBe(200);
    const details = await t.app.inject({
      method: 'POST',
      url: '/api/Account/GetAccountDetails',
      headers: bearer(reply.json().accessToken),
    });
    expect(details.json().digitalNewsletterActive).toBe(true);
  });

  it('refuses paper post to a customer paying by iDEAL (spec §4)', async () => {
    const { accessToken } = await t.loginFully('eva.smit');
    const customerNumber = claims(accessToken).customerNumber;
    await t.db
      .update(agreements)
      .set({ paymentMethod: 'iDeal' })
      .where(eq(agreements.policyholderNumber, customerNumber));
    const reply = await post('account/UpdateContactDetails', accessToken, { digitalPost: false });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Paper post is not allowed when paying by iDEAL');
    const [customer] = await t.db
      .select()
      .from(customers)
      .where(eq(customers.customerNumber, customerNumber));
    expect(customer?.email).toBe('eva.smit@example.nl');
  });
});
