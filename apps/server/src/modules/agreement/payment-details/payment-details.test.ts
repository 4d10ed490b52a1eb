import type { AgreementOfRole, PaymentDetails } from '@mijn/contract';
import { insurerToday, insurerYear, paymentChangeStartsOn } from '@mijn/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directDebitOn } from '../../../core/payment-setup/direct-debit.ts';
import { applyDuePaymentChanges } from '../../../core/payment-setup/scheduled-changes.ts';
import {
  accounts,
  agreements,
  customers,
  directDebitMandates,
  outboxMessages,
  scheduledPaymentChanges,
} from '../../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const users = ['jan.devries', 'anna.devries', 'sanne.devries', 'peter.jansen', 'mark.peters', 'eva.smit'];
const JAN = 10_000_001;
const PETER = 10_000_002;
const MARK = 10_000_005;
const EVA = 10_000_006;
const newIban = 'NL91ABNA0417164300';
const otherIban = 'NL02ABNA0123456789';

async function loginAll() {
  Object.assign(tokens, await t.accessTokens(users));
}

beforeAll(async () => {
  t = await createTestApp();
  await loginAll();
});
afterAll(() => t.close());

const today = () => insurerToday(t.clock.now());

const get = (username: string, url: string, query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, query, headers: bearer(tokens[username]!) });

const post = (username: string, url: string, payload: object, language = 'nl-NL') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...bearer(tokens[username]!), 'accept-language': language },
  });

const byRole = (username: string, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Agreement/GetAgreementsByRoleAndFilter?${query}`,
    headers: bearer(tokens[username]!),
  });

const contractOf = async (agreementId: number) =>
  (await t.db.select().from(agreements).where(eq(agreements.agreementId, agreementId)))[0]!;

const details = async (username: string, agreementId: number) =>
  get(username, '/api/Agreement/GetPaymentDetails', {
    agreementId: String(agreementId),
    contractCode: (await contractOf(agreementId)).contractCode,
  });

const reimbursementTo = (iban: string) => ({ iban, purposes: ['reimbursement'] });

const update = (username: string, body: object, language?: string) =>
  post(username, '/api/Agreement/UpdatePaymentDetails', body, language);

/** Everything a save may write about an agreement: refused saves leave it as it was. */
async function writtenAbout(agreementId: number) {
  return {
    agreement: await contractOf(agreementId),
    mandates: await t.db
      .select()
      .from(directDebitMandates)
      .where(eq(directDebitMandates.agreementId, agreementId))
      .orderBy(asc(directDebitMandates.reference)),
    scheduled: await t.db
      .select()
      .from(scheduledPaymentChanges)
      .where(eq(scheduledPaymentChanges.agreementId, agreementId)),
    accounts: await t.db
      .select({ digitalPost: accounts.digitalPost })
      .from(accounts)
      .orderBy(asc(accounts.username)),
    emails: await t.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'email')),
  };
}

async function emailsTo(to: string) {
  return t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, to), eq(outboxMessages.channel, 'email')))
    .orderBy(asc(outboxMessages.sentAt));
}

const masked = (iban: string) =>
  `${iban.slice(0, 4)}${'*'.repeat(iban.length - 8)}${iban.slice(-4)}`.replace(/(.{4})(?=.)/g, '$1 ');

describe('GET /api/Agreement/GetAgreementsByRoleAndFilter', () => {
  it('lists the agreement the policyholder holds, kept or dropped by its filters (spec §7 name[i] arrays)', async () => {
    const all = await byRole('jan.devries', 'role=H');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<AgreementOfRole[]>()).toEqual([
      {
        agreementId: JAN,
        agreementIdNumber: String(JAN),
        contractCode: 'ZZ-PARTICULIER',
        collectivity: 'Zorgzaam Particulier',
        role: 'H',
        startDate: '2008-01-01',
        endDate: null,
        hasAgreementEnded: false,
      },
    ]);
    expect((await byRole('jan.devries', 'role=H&filters[0]=active')).json()).toEqual(all.json());
    expect((await byRole('jan.devries', 'role=H&filters%5B0%5D=ended')).json()).toEqual([]);
  });

  it('finds no agreement a partner or co-insured holds, so none whose payment details they may see (spec §6)', async () => {
    for (const username of ['anna.devries', 'sanne.devries']) {
      const reply = await byRole(username, 'role=H');
      expect(reply.statusCode, username).toBe(200);
      expect(reply.json(), username).toEqual([]);
    }
    const asCoInsured = (await byRole('sanne.devries', 'role=M')).json<AgreementOfRole[]>();
    expect(asCoInsured.map(({ agreementId, role }) => ({ agreementId, role }))).toEqual([
      { agreementId: JAN, role: 'M' },
    ]);
  });

  it.each([
    ['role=X', 'querystring.role'],
    ['', 'querystring.role'],
    ['role=H&filters[0]=unpaid', 'querystring.filters.0'],
  ])('refuses %s with 400 naming %s', async (query, path) => {
    const reply = await byRole('jan.devries', query);
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ fields: { path: string }[] }>().fields.map((field) => field.path)).toContain(path);
  });
});

describe('GET /api/Agreement/GetPaymentDetails', () => {
  it('shows the policyholder how his agreement is paid, accounts masked, each debit under a valid mandate', async () => {
    const reply = await details('jan.devries', JAN);
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json<PaymentDetails>();
    const { reimbursementIban } = await contractOf(JAN);
    const iban = reimbursementIban!;
    expect(body).toMatchObject({
      agreementId: JAN,
      paymentMethod: 'DirectDebit',
      paymentMethodExcess: 'DirectDebit',
      paymentTerm: 1,
      paymentTermDiscounts: { monthly: 0, quarterly: 0, halfYearly: 0, yearly: 1 },
      ibanPayedByInsured: masked(iban),
      ibanReceivedByInsured: masked(iban),
      ibanExcess: masked(iban),
      directDebitAuthority: {
        premium: { status: 'valid', reference: `${JAN}-P1`, signedOn: '2008-01-01' },
        excess: { status: 'valid', reference: `${JAN}-E1`, signedOn: '2008-01-01' },
      },
      hasMandatoryDirectDebit: false,
      hasAgreementEnded: false,
      selectablePaymentMethods: ['DirectDebit', 'iDeal', 'Mail'],
      changeStartsOn: paymentChangeStartsOn(today()),
      scheduledChange: null,
      digitalPost: true,
      hasEmailAddress: true,
      // Jan and Anna 385 euro each; the children pay no excess.
      excessLimit: 77_000,
    });
    expect(Object.values(body.mutability).every((entry) => entry.isMutable)).toBe(true);
    expect(body.paymentTerms.map((option) => option.paymentTerm)).toEqual([1, 3, 6, 12]);
    const [monthly] = body.paymentTerms;
    expect(monthly?.amountPerTerm).toBeGreaterThan(0);
    expect(reply.body).not.toContain(iban);
  });

  it('tells a defaulter paying by transfer that his term cannot change and he has no valid debit authority', async () => {
    const body = (await details('peter.jansen', PETER)).json<PaymentDetails>();
    expect(body).toMatchObject({
      paymentMethod: 'Mail',
      directDebitAuthority: { premium: { status: 'not-granted', reference: null } },
      mutability: {
        paymentTerm: { isMutable: false, reason: 'payment-deficit' },
        paymentMethod: { isMutable: true },
      },
    });
    expect(
      body.paymentTerms.filter((option) => option.paymentTerm !== 1).map((option) => option.reason),
    ).toEqual(['payment-deficit', 'payment-deficit', 'payment-deficit']);
  });

  it('says the employer arranges the premium of an employer package (BOR), and the collectivity may require a debit', async () => {
    const mark = (await details('mark.peters', MARK)).json<PaymentDetails>();
    expect(mark).toMatchObject({
      paymentMethod: 'BOR',
      ibanPayedByInsured: null,
      selectablePaymentMethods: [],
      mutability: {
        paymentMethod: { isMutable: false, reason: 'arranged-by-employer' },
        paymentTerm: { isMutable: false, reason: 'arranged-by-employer' },
        ibans: { isMutable: true },
      },
    });
    const eva = (await details('eva.smit', EVA)).json<PaymentDetails>();
    expect(eva).toMatchObject({
      hasMandatoryDirectDebit: true,
      selectablePaymentMethods: ['DirectDebit'],
      paymentMethodExcess: 'iDeal',
      mutability: { paymentMethod: { isMutable: false, reason: 'direct-debit-required' } },
    });
  });

  it("finds no other agreement: another household's, the family's for a partner or co-insured, or a wrong contract code", async () => {
    const wrongCode = await get('jan.devries', '/api/Agreement/GetPaymentDetails', {
      agreementId: String(JAN),
      contractCode: 'AEV-COLLECTIEF',
    });
    const replies = [
      await details('jan.devries', PETER),
      await details('anna.devries', JAN),
      await details('sanne.devries', JAN),
      wrongCode,
    ];
    for (const reply of replies) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ message: 'Agreement not found' });
    }
  });

  it('refuses a malformed query with 400', async () => {
    const reply = await get('jan.devries', '/api/Agreement/GetPaymentDetails', {
      agreementId: 'abc',
      contractCode: '',
    });
    expect(reply.statusCode).toBe(400);
  });
});

describe('POST /api/Agreement/UpdatePaymentDetails', () => {
  it('changes the account for reimbursements at once and confirms it by e-mail, masked, in Dutch', async () => {
    const before = (await emailsTo('jan.devries@example.nl')).length;
    const reply = await update('jan.devries', {
      agreementId: JAN,
      newAccount: { iban: 'NL91 ABNA 0417 1643 00', purposes: ['reimbursement'] },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      scheduledFrom: null,
      changedIbans: ['reimbursement'],
      convertedToDigitalPost: false,
    });
    expect((await contractOf(JAN)).reimbursementIban).toBe(newIban);
    const known = await get('jan.devries', '/api/Agreement/HasKnownIban', {});
    expect(known.json()).toMatchObject({ hasKnownIban: true, ibanPayedByInsured: 'NL91 **** **** **43 00' });
    const emails = await emailsTo('jan.devries@example.nl');
    expect(emails).toHaveLength(before + 1);
    const email = emails.at(-1)!;
    expect(email.subject).toBe('Uw rekeningnummer is gewijzigd');
    expect(email.text).toContain('Vergoedingen naar: NL91 **** **** **43 00');
    expect(email.text).not.toContain(newIban);
  });

  it('writes the confirmation in English for an English screen, and none when the account stays the same', async () => {
    const english = await update(
      'jan.devries',
      { agreementId: JAN, newAccount: { iban: otherIban, purposes: ['reimbursement'] } },
      'en-US',
    );
    expect(english.statusCode, english.body).toBe(200);
    const email = (await emailsTo('jan.devries@example.nl')).at(-1)!;
    expect(email.subject).toBe('Your bank account has been changed');
    expect(email.text).toContain('Reimbursements paid to: NL02 **** **** **67 89');
    const count = (await emailsTo('jan.devries@example.nl')).length;
    const same = await update('jan.devries', {
      agreementId: JAN,
      newAccount: { iban: otherIban, purposes: ['reimbursement'] },
    });
    expect(same.json()).toMatchObject({ changedIbans: [] });
    expect(await emailsTo('jan.devries@example.nl')).toHaveLength(count);
  });

  it('needs the direct-debit authorisation for a new account to debit, and writes nothing without it (spec §5)', async () => {
    const before = await writtenAbout(JAN);
    const reply = await update('jan.devries', {
      agreementId: JAN,
      newAccount: { iban: newIban, purposes: ['premium'] },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      fields: [{ path: 'body.directDebitAuthorisation', key: 'validators.no-confirmation' }],
    });
    expect(await writtenAbout(JAN)).toEqual(before);
  });

  it.each([
    ['NL91ABNA0417164301', 'validators.valid-iban'],
    ['nl91abna0417164300', 'validators.valid-iban'],
    ['DE89 3704', 'validators.valid-iban'],
  ])('refuses the account %s with the spec text key %s, writing nothing', async (iban, key) => {
    const before = await writtenAbout(JAN);
    const reply = await update('jan.devries', {
      agreementId: JAN,
      newAccount: { iban, purposes: ['premium'] },
      directDebitAuthorisation: true,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ fields: [{ path: 'body.newAccount.iban', key }] });
    expect(await writtenAbout(JAN)).toEqual(before);
  });

  it.each([
    [[], 'validators.account-purpose-required'],
    [['premium', 'premium'], 'validators.invalid-input'],
    [['savings'], undefined],
  ])('refuses the purposes %j with 400 at their field, writing nothing', async (purposes, key) => {
    const before = await writtenAbout(JAN);
    const reply = await update('jan.devries', {
      agreementId: JAN,
      newAccount: { iban: newIban, purposes },
      directDebitAuthorisation: true,
    });
    expect(reply.statusCode).toBe(400);
    const fields = reply.json<{ fields: { path: string; key: string }[] }>().fields;
    expect(fields.map((field) => field.path)[0]).toMatch(/^body\.newAccount\.purposes/);
    if (key) expect(fields[0]?.key).toBe(key);
    expect(await writtenAbout(JAN)).toEqual(before);
  });

  it('debits the new account under a new mandate from today; the old one is revoked', async () => {
    const reply = await update('jan.devries', {
      agreementId: JAN,
      newAccount: { iban: newIban, purposes: ['premium'] },
      directDebitAuthorisation: true,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const mandates = (await writtenAbout(JAN)).mandates.filter((mandate) => mandate.purpose === 'premium');
    expect(
      mandates.map(({ reference, iban, signedOn, revokedOn }) => ({ reference, iban, signedOn, revokedOn })),
    ).toEqual([
      expect.objectContaining({ reference: `${JAN}-P1`, revokedOn: today() }),
      { reference: `${JAN}-P2`, iban: newIban, signedOn: today(), revokedOn: null },
    ]);
    expect(await directDebitOn(t.db, JAN, 'premium', today())).toEqual({
      mayDebit: true,
      iban: newIban,
      mandateReference: `${JAN}-P2`,
    });
    const shown = (await details('jan.devries', JAN)).json<PaymentDetails>();
    expect(shown.directDebitAuthority.premium).toEqual({
      status: 'valid',
      reference: `${JAN}-P2`,
      signedOn: today(),
    });
  });

  it('gives one new account to exactly the purposes sent: every debit under a new mandate, one e-mail naming them', async () => {
    const original = await contractOf(JAN);
    const partly = await update('jan.devries', {
      agreementId: JAN,
      newAccount: { iban: otherIban, purposes: ['premium', 'excess'] },
      directDebitAuthorisation: true,
    });
    expect(partly.statusCode, partly.body).toBe(200);
    expect(partly.json()).toMatchObject({ changedIbans: ['premium', 'excess'] });
    expect(await contractOf(JAN)).toMatchObject({
      premiumIban: otherIban,
      excessIban: otherIban,
      reimbursementIban: original.reimbursementIban,
    });

    const before = (await emailsTo('jan.devries@example.nl')).length;
    const everything = await update('jan.devries', {
      agreementId: JAN,
      newAccount: { iban: newIban, purposes: ['premium', 'reimbursement', 'excess'] },
      directDebitAuthorisation: true,
    });
    expect(everything.statusCode, everything.body).toBe(200);
    expect(await contractOf(JAN)).toMatchObject({
      premiumIban: newIban,
      excessIban: newIban,
      reimbursementIban: newIban,
    });
    for (const purpose of ['premium', 'excess'] as const) {
      expect(await directDebitOn(t.db, JAN, purpose, today())).toMatchObject({
        mayDebit: true,
        iban: newIban,
      });
    }
    const emails = await emailsTo('jan.devries@example.nl');
    expect(emails).toHaveLength(before + 1);
    expect(emails.at(-1)!.text).toContain('Premie betaald van: NL91 **** **** **43 00');
    expect(emails.at(-1)!.text).toContain('Eigen risico betaald van: NL91 **** **** **43 00');
  });

  it('turns the post digital when iDEAL is chosen, from next month on, and then refuses paper post (spec §4)', async () => {
    await t.db.update(accounts).set({ digitalPost: false }).where(eq(accounts.username, 'jan.devries'));
    const reply = await update('jan.devries', { agreementId: JAN, paymentMethod: 'iDeal' });
    expect(reply.statusCode, reply.body).toBe(200);
    const startsOn = paymentChangeStartsOn(today());
    expect(reply.json()).toMatchObject({ scheduledFrom: startsOn, convertedToDigitalPost: true });
    const [jan] = await t.db.select().from(accounts).where(eq(accounts.username, 'jan.devries'));
    expect(jan?.digitalPost).toBe(true);
    // Until its first day the premium is still debited; the overview keeps the method of today.
    expect((await contractOf(JAN)).paymentMethod).toBe('DirectDebit');
    expect((await details('jan.devries', JAN)).json<PaymentDetails>().scheduledChange).toEqual({
      startsOn,
      paymentMethod: 'iDeal',
      paymentTerm: 1,
    });
    const paper = await post('jan.devries', '/api/account/UpdateContactDetails', { digitalPost: false });
    expect(paper.statusCode).toBe(400);
    expect(paper.json()).toMatchObject({ message: 'Paper post is not allowed when paying by iDEAL' });
  });

  it('moves a scheduled change onto the agreement on its first day, once', async () => {
    const startsOn = paymentChangeStartsOn(today());
    const dayBefore = new Date(`${startsOn}T00:00:00+01:00`).getTime() - 3_600_000;
    expect(await applyDuePaymentChanges(t.db, insurerToday(new Date(dayBefore)))).toBe(0);
    expect(await directDebitOn(t.db, JAN, 'premium', insurerToday(new Date(dayBefore)))).toMatchObject({
      mayDebit: true,
    });
    expect(await directDebitOn(t.db, JAN, 'premium', startsOn)).toEqual({
      mayDebit: false,
      reason: 'not-by-direct-debit',
    });
    // Two servers' ticks at once move it once.
    const runs = await Promise.all([
      applyDuePaymentChanges(t.db, startsOn),
      applyDuePaymentChanges(t.db, startsOn),
    ]);
    expect(runs.sort()).toEqual([0, 1]);
    expect((await contractOf(JAN)).paymentMethod).toBe('iDeal');
    await t.db
      .update(agreements)
      .set({ paymentMethod: 'DirectDebit' })
      .where(eq(agreements.agreementId, JAN));
  });

  it('debits no account without a mandate for exactly that account, nor an agreement paid another way', async () => {
    const FATIMA = 10_000_003;
    expect(await directDebitOn(t.db, FATIMA, 'excess', today())).toMatchObject({ mayDebit: true });
    const { excessIban } = await contractOf(FATIMA);
    await t.db.update(agreements).set({ excessIban: otherIban }).where(eq(agreements.agreementId, FATIMA));
    try {
      expect(await directDebitOn(t.db, FATIMA, 'excess', today())).toEqual({
        mayDebit: false,
        reason: 'no-valid-mandate',
      });
    } finally {
      await t.db.update(agreements).set({ excessIban }).where(eq(agreements.agreementId, FATIMA));
    }
    expect(await directDebitOn(t.db, PETER, 'premium', today())).toEqual({
      mayDebit: false,
      reason: 'not-by-direct-debit',
    });
  });

  it('refuses iDEAL to someone on paper post without an e-mail address', async () => {
    const [jan] = await t.db.select().from(customers).where(eq(customers.email, 'jan.devries@example.nl'));
    await t.db
      .update(customers)
      .set({ email: null })
      .where(eq(customers.customerNumber, jan!.customerNumber));
    await t.db.update(accounts).set({ digitalPost: false }).where(eq(accounts.username, 'jan.devries'));
    try {
      const before = await writtenAbout(JAN);
      const reply = await update('jan.devries', { agreementId: JAN, paymentMethod: 'iDeal' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ message: 'An e-mail address is required for digital post' });
      expect(await writtenAbout(JAN)).toEqual(before);
    } finally {
      await t.db
        .update(customers)
        .set({ email: jan!.email })
        .where(eq(customers.customerNumber, jan!.customerNumber));
      await t.db.update(accounts).set({ digitalPost: true }).where(eq(accounts.username, 'jan.devries'));
    }
  });

  it('refuses a defaulter a new term (409) but lets him go back to direct debit once he authorises it', async () => {
    const before = await writtenAbout(PETER);
    const term = await update('peter.jansen', { agreementId: PETER, paymentTerm: 3 });
    expect(term.statusCode).toBe(409);
    expect(term.json()).toMatchObject({
      message: 'The payment term cannot be changed while premium is owed',
    });
    const unauthorised = await update('peter.jansen', { agreementId: PETER, paymentMethod: 'DirectDebit' });
    expect(unauthorised.json()).toMatchObject({ fields: [{ path: 'body.directDebitAuthorisation' }] });
    expect(await writtenAbout(PETER)).toEqual(before);

    const authorised = await update('peter.jansen', {
      agreementId: PETER,
      paymentMethod: 'DirectDebit',
      directDebitAuthorisation: true,
    });
    expect(authorised.statusCode, authorised.body).toBe(200);
    const premium = (await writtenAbout(PETER)).mandates.filter((mandate) => mandate.purpose === 'premium');
    expect(premium.map((mandate) => [mandate.reference, mandate.revokedOn === null])).toEqual([
      [`${PETER}-P1`, false],
      [`${PETER}-P2`, true],
    ]);
  });

  it.each([
    ['mark.peters', MARK, { paymentMethod: 'DirectDebit' }, 'The premium is paid by the employer'],
    ['mark.peters', MARK, { paymentTerm: 12 }, 'The premium is paid by the employer'],
    ['eva.smit', EVA, { paymentMethod: 'iDeal' }, 'The collectivity requires payment by direct debit'],
  ])('refuses %s on agreement %i the change %o with 409', async (username, agreementId, change, message) => {
    const before = await writtenAbout(agreementId);
    const reply = await update(username, { agreementId, ...change });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ message });
    expect(await writtenAbout(agreementId)).toEqual(before);
  });

  it('refuses BOR as a choice of the customer, at its field', async () => {
    const reply = await update('jan.devries', { agreementId: JAN, paymentMethod: 'BOR' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      fields: [{ path: 'body.paymentMethod', key: 'validators.invalid-input' }],
    });
  });

  it('lets only the policyholder save: a partner or co-insured lacks the right, another household is not found', async () => {
    const janBefore = await writtenAbout(JAN);
    const peterBefore = await writtenAbout(PETER);
    for (const username of ['anna.devries', 'sanne.devries']) {
      const reply = await update(username, { agreementId: JAN, newAccount: reimbursementTo(newIban) });
      expect(reply.statusCode, username).toBe(403);
    }
    const foreign = await update('jan.devries', { agreementId: PETER, newAccount: reimbursementTo(newIban) });
    expect(foreign.statusCode).toBe(404);
    expect(await writtenAbout(JAN)).toEqual(janBefore);
    expect(await writtenAbout(PETER)).toEqual(peterBefore);
  });

  it('refuses every change to an ended agreement', async () => {
    const { endDate } = await contractOf(MARK);
    await t.db.update(agreements).set({ endDate: '2020-12-31' }).where(eq(agreements.agreementId, MARK));
    try {
      const reply = await update('mark.peters', { agreementId: MARK, newAccount: reimbursementTo(newIban) });
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toMatchObject({ message: 'The agreement has ended' });
      const iban = await post('mark.peters', '/api/Agreement/UpdateIban', {
        agreementId: MARK,
        iban: newIban,
      });
      expect(iban.statusCode).toBe(409);
    } finally {
      await t.db.update(agreements).set({ endDate }).where(eq(agreements.agreementId, MARK));
    }
  });
});

describe('POST /api/Agreement/UpdateIban', () => {
  it('names the account reimbursements go to, confirmed by e-mail; claims and HasKnownIban follow', async () => {
    const reply = await post('mark.peters', '/api/Agreement/UpdateIban', {
      agreementId: MARK,
      iban: 'NL91 ABNA 0417 1643 00',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ ibanReceivedByInsured: 'NL91 **** **** **43 00' });
    expect((await contractOf(MARK)).reimbursementIban).toBe(newIban);
    expect((await emailsTo('mark.peters@example.nl')).at(-1)?.text).toContain('NL91 **** **** **43 00');
  });

  it.each([
    ['NL91ABNA0417164301', 'validators.valid-iban'],
    ['', 'validators.required-field'],
  ])('refuses %j with %s', async (iban, key) => {
    const reply = await post('mark.peters', '/api/Agreement/UpdateIban', { agreementId: MARK, iban });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ fields: [{ path: 'body.iban', key }] });
  });

  it('lets only the policyholder add a bank account (spec §6)', async () => {
    const { reimbursementIban } = await contractOf(JAN);
    const partner = await post('anna.devries', '/api/Agreement/UpdateIban', {
      agreementId: JAN,
      iban: newIban,
    });
    expect(partner.statusCode).toBe(403);
    const foreign = await post('mark.peters', '/api/Agreement/UpdateIban', {
      agreementId: JAN,
      iban: otherIban,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await contractOf(JAN)).reimbursementIban).toBe(reimbursementIban);
  });
});

describe('a term change and the 10th of the month (spec §9), on a pinned clock', () => {
  const nextYear = () => insurerYear(new Date()) + 1;

  it.each([
    ['9', '04-01'],
    ['10', '07-01'],
  ])('made on %s March starts a quarterly term on %s', async (day, start) => {
    t.clock.set(new Date(`${nextYear()}-03-${day.padStart(2, '0')}T10:00:00Z`));
    await loginAll();
    // A change already waiting keeps its first day: start from none.
    await update('jan.devries', { agreementId: JAN, paymentTerm: 1 });
    const reply = await update('jan.devries', { agreementId: JAN, paymentTerm: 3 });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ scheduledFrom: `${nextYear()}-${start}` });
  });

  it('refuses a yearly term while next year’s premiums are not known, and a choice back clears what waits', async () => {
    const yearly = await update('jan.devries', { agreementId: JAN, paymentTerm: 12 });
    expect(yearly.statusCode).toBe(409);
    expect(yearly.json()).toMatchObject({ message: 'This payment term cannot be chosen yet' });
    const back = await update('jan.devries', { agreementId: JAN, paymentTerm: 1 });
    expect(back.json()).toMatchObject({ scheduledFrom: null });
    expect((await writtenAbout(JAN)).scheduled).toEqual([]);
  });
});
