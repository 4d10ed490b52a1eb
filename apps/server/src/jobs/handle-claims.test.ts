import { addDays, insurerToday, nextBusinessDay } from '@mijn/domain';
import type { ClaimDecisionFacts } from '@mijn/insurer';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeLetter } from '../core/documents/letter-content.ts';
import { day } from '../core/documents/letters/writing.ts';
import {
  claimAttachments,
  claimSubmissions,
  declarationActivities,
  declarationBills,
  declarations,
  documents,
  notifications,
  seatedTransportRequests,
  treatmentAbroadRequests,
} from '../db/schema.ts';
import { inlandClaimFields, submitClaim, transportAddress } from '../test/claims.ts';
import { pngLike } from '../test/multipart.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { claimDueSubmission, handleDueClaims } from './handle-claims.ts';

let t: TestApp;
let token: string;
let jan: string;
let tim: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.loginFully('jan.devries')).accessToken;
  jan = await t.customerNumberOf('Jan', 'Vries');
  tim = await t.customerNumberOf('Tim', 'Vries');
  today = insurerToday(t.clock.now());
});
afterAll(() => t.close());

const ctx = () => t.app.ctx;
const delayMs = () => t.config.claimHandlingDelaySeconds * 1000;

const submit = (fields: Record<string, unknown>) =>
  submitClaim(t.app, token, { IsTransportCosts: false, IsAbroad: false, IsTruthful: true, ...fields }, [
    pngLike('nota.png', 4096),
  ]);

const inland = (
  customerNumber: string,
  careType: string,
  amount: string,
  treatmentDate = addDays(today, -5),
) => submit(inlandClaimFields({ customerNumber, careType, amount, treatmentDate }));

const transportFor = (customerNumber: string, treatment: string, dates: string[]) =>
  submit({
    CurrentSelectedCustomerNumber: customerNumber,
    IsTransportCosts: true,
    Transport: {
      TreatmentType: treatment,
      TravelType: 'own',
      From: transportAddress('Utrecht', true),
      To: transportAddress('Amersfoort', false),
      DistanceKm: 23,
      Trips: dates.map((date) => ({ Date: date, IsSingleTrip: false })),
    },
  });

async function declaration(id: string) {
  const [row] = await t.db.select().from(declarations).where(eq(declarations.declarationId, id));
  if (!row) throw new Error(`no declaration ${id}`);
  return row;
}

async function billsOf(id: string) {
  const bills = await t.db.select().from(declarationBills).where(eq(declarationBills.declarationId, id));
  const activities = await Promise.all(
    bills.map((bill) =>
      t.db.select().from(declarationActivities).where(eq(declarationActivities.billId, bill.id)),
    ),
  );
  return { bills, activities: activities.flat().sort((a, b) => a.sortOrder - b.sortOrder) };
}

/** Moves the clock past the handling delay and runs the job once. */
async function afterDelay() {
  t.clock.advance(delayMs() + 1000);
  return handleDueClaims(ctx(), t.clock.now());
}

describe('handleDueClaims', () => {
  it('leaves a claim alone before its delay, then handles it once: Tim (9), hospital 120,00, no excess', async () => {
    const id = await inland(tim, 'hospital', '120,00');
    expect((await handleDueClaims(ctx(), t.clock.now())).handled).toBe(0);
    expect((await declaration(id)).status).toBe(1);

    expect((await afterDelay()).handled).toBe(1);
    const row = await declaration(id);
    expect(row).toMatchObject({
      status: 0,
      isRead: false,
      declaredCents: 12_000,
      compensatedCents: 12_000,
      uncompensatedCents: 0,
      excessCents: 0,
      coverProductType: 'MB',
      rejectionReason: null,
    });
    const { bills, activities } = await billsOf(id);
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({ invoiceId: row.invoiceId, payOutCents: 12_000 });
    expect(activities).toMatchObject([
      { date: addDays(today, -5), declaredCents: 12_000, compensatedCents: 12_000 },
    ]);
    const [submission] = await t.db
      .select()
      .from(claimSubmissions)
      .where(eq(claimSubmissions.declarationId, id));
    expect(submission?.handledAt?.getTime()).toBe(t.clock.now().getTime());
    // The attachment (a PNG signature and zeros: nothing to decode) is scored unreadable on handling.
    const [attachment] = await t.db
      .select()
      .from(claimAttachments)
      .where(eq(claimAttachments.submissionId, submission?.id ?? ''));
    expect(attachment?.readabilityScore).toBe(0);

    const letters = await t.db
      .select()
      .from(documents)
      .where(and(eq(documents.customerNumber, tim), eq(documents.name, `Afhandeling declaratie ${id}`)));
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({
      docType: 'Declaratieoverzicht',
      hasBeenRead: false,
      publicationDate: insurerToday(t.clock.now()),
    });
    const pdf = await t.storage.get(letters[0]?.storageKey ?? '');
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await handleDueClaims(ctx(), t.clock.now())).handled).toBe(0);
  });

  it('computes one payout date and keeps it with the decision: the claim, its letter and its e-mail say that day (issue 34)', async () => {
    const id = await inland(tim, 'hospital', '64,00');
    await afterDelay();
    const { paidOutOn } = await declaration(id);
    // The payment run of the next business day after handling (decision 0031).
    expect(paidOutOn).toBe(nextBusinessDay(insurerToday(t.clock.now())));

    const [letter] = await t.db
      .select({ facts: documents.facts })
      .from(documents)
      .where(and(eq(documents.customerNumber, tim), eq(documents.name, `Afhandeling declaratie ${id}`)));
    const facts = letter?.facts as ClaimDecisionFacts;
    expect(facts.paidOutOn).toBe(paidOutOn);
    const brand = { brandName: 'Zorgzaam', phoneNumber: '088-9101000', uzoviCode: '3311' };
    const words = (language: 'nl' | 'en') =>
      writeLetter(facts, {
        language,
        brand,
        insured: { firstName: 'Tim', birthDate: '2017-06-01' },
        publicationDate: today,
      })
        .paragraphs.join(' ')
        .replace(/\s/g, ' ');
    const on = (language: 'nl' | 'en') => day(paidOutOn ?? '', language);
    expect(words('nl')).toContain(`Wij maken € 64,00 op ${on('nl')} over naar rekening **`);
    expect(words('en')).toContain(`We transfer € 64,00 on ${on('en')} to account **`);
    expect(words('nl')).not.toMatch(/werkdagen/);

    const [paid] = await t.db
      .select({ facts: notifications.facts })
      .from(notifications)
      .where(eq(notifications.eventKey, `claimPaid:${id}`));
    expect(paid?.facts.paidOutOn).toBe(paidOutOn);
  });

  it('reads the stored form with the contract schema: one that no longer matches fails loudly, unused', async () => {
    const id = await inland(tim, 'hospital', '75,00');
    const [submission] = await t.db
      .select()
      .from(claimSubmissions)
      .where(eq(claimSubmissions.declarationId, id));
    if (!submission) throw new Error('no submission');
    // Stored as sent: the amount as typed, read back through the schema that turns it into cents.
    const form = submission.form as { Inland: Record<string, unknown> };
    expect(form.Inland.Amount).toBe('75,00');
    await t.db
      .update(claimSubmissions)
      .set({ form: { ...form, Inland: { ...form.Inland, CareType: 'no-such-care' } } })
      .where(eq(claimSubmissions.id, submission.id));

    const run = await afterDelay();
    expect(run.failed).toMatchObject([{ submissionId: submission.id }]);
    expect(run.failed[0]?.error).toMatch(/stored form no longer matches the contract at Inland\.CareType/);
    expect(await declaration(id)).toMatchObject({ status: 1, compensatedCents: 0, invoiceId: null });
    expect((await billsOf(id)).bills).toEqual([]);

    await t.db.update(claimSubmissions).set({ form }).where(eq(claimSubmissions.id, submission.id));
    t.clock.set(new Date((run.failed[0]?.retryAt.getTime() ?? 0) + 1));
    expect((await handleDueClaims(ctx(), t.clock.now())).failed).toEqual([]);
    expect(await declaration(id)).toMatchObject({ status: 0, compensatedCents: 7_500 });
  });

  it('moves Jan’s excess bar: hospital 500,00 takes min(remaining, 500,00) of the excess (GetExcess)', async () => {
    const year = Number(today.slice(0, 4));
    const excess = async () => {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/Policy/GetExcess?customerNumber=${jan}&year=${year}`,
        headers: bearer(token),
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<{ amountTotal: number; amountRemaining: number }>();
    };
    const before = await excess();
    // The seed leaves part of this year's excess open, so the bar can move.
    expect(before.amountRemaining).toBeGreaterThan(0);
    const id = await inland(jan, 'hospital', '500,00', `${year}-${today.slice(5, 7)}-01`);
    expect((await afterDelay()).handled).toBe(1);
    const taken = Math.min(before.amountRemaining, 50_000);
    expect(await declaration(id)).toMatchObject({ excessCents: taken, compensatedCents: 50_000 - taken });
    expect(await excess()).toEqual({
      amountTotal: before.amountTotal,
      amountRemaining: before.amountRemaining - taken,
    });
  });

  it('two handlers at once on one due claim: it is handled once, with one bill and one letter', async () => {
    const id = await inland(tim, 'general-practitioner', '45,00');
    t.clock.advance(delayMs() + 1000);
    const now = t.clock.now();
    const results = await Promise.all([handleDueClaims(ctx(), now), handleDueClaims(ctx(), now)]);
    expect(results.reduce((sum, run) => sum + run.handled, 0)).toBe(1);
    expect((await billsOf(id)).bills).toHaveLength(1);
    const letters = await t.db
      .select()
      .from(documents)
      .where(eq(documents.name, `Afhandeling declaratie ${id}`));
    expect(letters).toHaveLength(1);
  });

  it('a claimed submission is not claimed again while its lock holds', async () => {
    await inland(tim, 'general-practitioner', '30,00');
    t.clock.advance(delayMs() + 1000);
    const now = t.clock.now();
    const first = await claimDueSubmission(t.db, now);
    expect(first).toBeDefined();
    expect(await claimDueSubmission(t.db, now)).toBeUndefined();
    // Once the lock runs out (a crashed handler), another may take it and finish it.
    t.clock.advance(6 * 60_000);
    expect((await handleDueClaims(ctx(), t.clock.now())).handled).toBe(1);
  });

  it('transport for dialysis, own car 23 km, 3 return trips: 3 x 2 x 23 x 0,34 = 46,92 for Tim', async () => {
    const dates = [addDays(today, -9), addDays(today, -16), addDays(today, -2)];
    const id = await transportFor(tim, 'dialysis', dates);
    expect((await afterDelay()).handled).toBe(1);
    expect(await declaration(id)).toMatchObject({
      kind: 'transport',
      declaredCents: 4_692,
      compensatedCents: 4_692,
    });
    const { activities } = await billsOf(id);
    expect(activities.map((a) => [a.date, a.compensatedCents])).toEqual(
      [...dates].sort().map((date) => [date, 1_564]),
    );
  });

  it('transport to a hospital visit needs approval: without it nothing is paid, with it the trip is', async () => {
    const unapproved = await transportFor(tim, 'hospital-visit', [addDays(today, -3)]);
    expect((await afterDelay()).handled).toBe(1);
    const row = await declaration(unapproved);
    expect(row).toMatchObject({ compensatedCents: 0, uncompensatedCents: 1_564 });
    expect(row.rejectionReason).toContain('toestemming');
    expect(row.rejectionCodes).toEqual(['no-approval']);

    await t.db.insert(seatedTransportRequests).values({
      customerNumber: tim,
      requestedBy: jan,
      requestType: 'first-request',
      situationType: 'wheelchair',
      fields: {},
      startDate: addDays(today, -30),
      endDate: addDays(today, 30),
      status: 'approved',
      receivedDate: addDays(today, -40),
    });
    const approved = await transportFor(tim, 'hospital-visit', [addDays(today, -3)]);
    expect((await afterDelay()).handled).toBe(1);
    expect(await declaration(approved)).toMatchObject({ compensatedCents: 1_564, rejectionReason: null });
  });

  it('refuses a true duplicate (the same file) of an accepted claim, naming the earlier claim in its reason', async () => {
    const nota = pngLike('nota.png', 4096);
    const send = (amount: string, extra: Record<string, unknown> = {}) =>
      submitClaim(
        t.app,
        token,
        {
          ...inlandClaimFields({
            customerNumber: tim,
            careType: 'general-practitioner',
            amount,
            treatmentDate: addDays(today, -9),
          }),
          ConfirmDuplicate: true,
          ...extra,
        },
        [{ ...nota }],
      );
    const paid = await send('35,00');
    expect((await afterDelay()).handled).toBe(1);
    expect((await declaration(paid)).compensatedCents).toBeGreaterThan(0);

    const sameFile = await send('36,00');
    expect((await afterDelay()).handled).toBe(1);
    const refused = await declaration(sameFile);
    expect(refused).toMatchObject({
      status: 0,
      compensatedCents: 0,
      uncompensatedCents: 3_600,
      excessCents: 0,
    });
    expect(refused.rejectionReason).toContain(`declaratie ${paid} van`);
    expect(refused.rejectionReason).toContain('niet twee keer');
    const { bills } = await billsOf(sameFile);
    expect(bills[0]?.payOutCents).toBe(0);
  });

  it('handles a confirmed claim with only the same provider, date and amount (another file) as any claim', async () => {
    const send = (careProvider: string, extra: Record<string, unknown> = {}) =>
      submitClaim(
        t.app,
        token,
        {
          ...inlandClaimFields({
            customerNumber: tim,
            careType: 'general-practitioner',
            careProvider,
            amount: '42,00',
            treatmentDate: addDays(today, -12),
          }),
          ...extra,
        },
        [pngLike('nota.png', 4096)],
      );
    const first = await send('Huisartsenpraktijk Zuid B.V.');
    expect((await afterDelay()).handled).toBe(1);
    expect((await declaration(first)).compensatedCents).toBe(4_200);

    const second = await send('Huisartsenpraktijk Zuid B.V.', { ConfirmDuplicate: true });
    expect((await afterDelay()).handled).toBe(1);
    const handled = await declaration(second);
    expect(handled).toMatchObject({ status: 0, compensatedCents: 4_200, rejectionCodes: [] });
    expect(handled.rejectionReason).toBeNull();
  });

  it('care abroad for Tim: 100,00 USD = 92,00 euro, paid to the Dutch tariff 80% = 73,60', async () => {
    const id = await submit({
      CurrentSelectedCustomerNumber: tim,
      IsAbroad: true,
      Abroad: {
        Country: 'US',
        DateFrom: addDays(today, -20),
        DateTo: addDays(today, -18),
        Currency: 'USD',
        Amount: '100,00',
        Description: 'Oorontsteking',
        HasPreExistingCondition: false,
        HasTravelInsurance: false,
        CouldThirdPartyBeLiable: false,
      },
    });
    expect((await afterDelay()).handled).toBe(1);
    const row = await declaration(id);
    expect(row).toMatchObject({
      kind: 'abroad',
      declaredCents: 9_200,
      compensatedCents: 7_360,
      uncompensatedCents: 1_840,
    });
    expect(row.lastTreatmentDate).toBe(addDays(today, -18));
  });

  it('dialysis in Spain with prior approval for Tim: paid in full on the approved days, at the Dutch tariff after them', async () => {
    await t.db.insert(treatmentAbroadRequests).values({
      reference: 'BL-2026-0000DA1A',
      kind: 'kidney-dialysis',
      customerNumber: tim,
      requestedBy: jan,
      fields: {},
      countryCode: 'ES',
      startDate: addDays(today, -30),
      endDate: addDays(today, -10),
      receivedOn: addDays(today, -40),
      decideAfter: t.clock.now(),
      status: 'approved',
    });
    const dialysisOn = (day: string, country = 'ES') =>
      submit({
        CurrentSelectedCustomerNumber: tim,
        IsAbroad: true,
        Abroad: {
          Country: country,
          DateFrom: day,
          DateTo: day,
          Currency: 'EUR',
          Amount: '100,00',
          Description: 'Nierdialyse Marbella',
          HasPreExistingCondition: true,
          HasTravelInsurance: false,
          CouldThirdPartyBeLiable: false,
        },
      });
    const approved = await dialysisOn(addDays(today, -10));
    const later = await dialysisOn(addDays(today, -9));
    const elsewhere = await dialysisOn(addDays(today, -10), 'PT');
    expect((await afterDelay()).handled).toBe(3);
    expect(await declaration(approved)).toMatchObject({ compensatedCents: 10_000, rejectionReason: null });
    expect(await declaration(later)).toMatchObject({ compensatedCents: 8_000, uncompensatedCents: 2_000 });
    expect(await declaration(elsewhere)).toMatchObject({ compensatedCents: 8_000 });
  });
});
