import type { PermissionFlag } from '@mijn/domain';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths.ts';
import { medicalSelectionParams, policyYearParams } from './route-params.ts';
import { createAppRouter } from './router.ts';
import { authenticatedRoutes, findAuthenticatedRoute, publicRoutes } from './routes.tsx';

/** Spec §2, authenticated table: an example URL of each row and the flag it needs. */
const specAuthenticated: ReadonlyArray<[string, PermissionFlag | 'login']> = [
  ['/', 'login'],
  ['/home', 'login'],
  ['/leden-aanbiedingen', 'mayReadMemberOffer'],
  ['/uitloggen', 'login'],
  ['/polisoverzicht', 'mayReadInsurance'],
  ['/rekeningen-en-betalingen', 'mayReadInvoice'],
  ['/betalingsregeling', 'mayCreatePaymentArrangement'],
  // Decision 0049: a partner or co-insured opens it to be told who may change the policy (spec §4).
  ['/polis-wijzigen', 'mayReadInsurance'],
  ['/polis-aanvragen/2027/ZK01/10000001/true', 'mayUpdateInsurance'],
  ['/polis-wijzigen/2027/ZK01/10000001/false', 'mayUpdateInsurance'],
  ['/berichtenbox', 'mayReadMessages'],
  ['/berichtenbox/zorgkosten', 'mayReadMessages'],
  ['/verzekerde-bijschrijven', 'mayCreateInsuredPerson'],
  ['/zorgpas-ehic', 'mayCreateEHIC'],
  ['/vergoedingsdocumenten', 'mayCompensationDocument'],
  ['/persoonlijke-gegevens-wijzigen', 'mayUpdatePersonalDetails'],
  ['/persoonlijke-gegevens', 'mayReadPersonalDetails'],
  ['/betaal-en-rekeninggegevens', 'mayReadPaymentDetails'],
  ['/betaalgegevens-wijzigen/10000001', 'mayUpdatePaymentDetails'],
  ['/contactformulier', 'mayCreateContact'],
  ['/mijn-zorgkosten', 'mayReadDeclaration'],
  ['/aanvraag-zittend-ziekenvervoer', 'mayCreateDeclaration'],
  ['/indienen-zorgkosten', 'mayCreateDeclaration'],
  ['/contact-opnemen', 'mayReadContact'],
  ['/instellingen', 'mayReadAccount'],
  ['/wijzig-instellingen', 'mayUpdateAccount'],
  ['/contactgegevens-wijzigen', 'mayUpdateAccount'],
  ['/medische-selectie/2027/ZK01/10000001', 'mayUpdateInsurance'],
  ['/verzekeringsrecht', 'mayCreateInsuranceRight'],
  ['/zorgbemiddeling-aanvragen', 'mayCreateCareMediation'],
  ['/behandeling-buitenland-aanvragen', 'mayCreateTreatmentAbroad'],
];

const specPublic = [
  '/inloggen',
  '/verificatie',
  '/registreren',
  '/activeren',
  '/idin-activeren',
  '/callback/iDin-authenticatie',
  '/callback/iDin-register',
  '/callback/iDin-abort',
  '/callback/iDin-error',
  '/callback/iDin',
  '/wachtwoord/vergeten',
  '/wachtwoord/resetten',
];

describe('route table of spec §2', () => {
  const router = createAppRouter();

  it.each(specAuthenticated)('%s is an authenticated route needing %s', (url, flag) => {
    const [matched, , found] = router.getMatchedRoutes(url);
    expect(found?.options.staticData?.requires).toBe(flag);
    expect(matched.some((route) => route.id === '/authenticated')).toBe(true);
  });

  it('has no authenticated route the spec does not list', () => {
    expect(authenticatedRoutes).toHaveLength(specAuthenticated.length);
  });

  it.each(specPublic)('%s is a public route', (url) => {
    const [matched, , found] = router.getMatchedRoutes(url);
    expect(found?.options.staticData?.requires).toBeUndefined();
    expect(found?.fullPath).toBe(url);
    expect(matched.some((route) => route.id === '/public')).toBe(true);
  });

  it('lists exactly the public routes of the spec', () => {
    expect(publicRoutes.map((route) => route.path).sort()).toEqual([...specPublic].sort());
  });

  it('has the splash route outside both layouts and nothing for other paths', () => {
    const [matched, , found] = router.getMatchedRoutes(paths.splash);
    expect(found?.fullPath).toBe('/splash');
    expect(matched.map((route) => route.id)).not.toContain('/public');
    expect(router.getMatchedRoutes('/bestaat-niet')[2]).toBeUndefined();
  });

  it('keeps the extra conditions of spec §2 as notes', () => {
    expect(findAuthenticatedRoute('verzekerde-bijschrijven')?.note).toMatch(/basic insurance/);
    expect(findAuthenticatedRoute('verzekeringsrecht')?.note).toMatch(/check is required/);
  });

  it('finds routes by menu route name, with parameters matching any segment', () => {
    expect(findAuthenticatedRoute('polisoverzicht')?.requires).toBe('mayReadInsurance');
    expect(findAuthenticatedRoute('/berichtenbox/post')?.name).toBe('messages-cluster');
    expect(findAuthenticatedRoute('inloggen')).toBeUndefined();
  });
});

describe('route parameters', () => {
  it('parses selectedYear to a number and shouldResetSelection to a boolean', () => {
    expect(
      policyYearParams.parse({
        selectedYear: '2027',
        contractCode: 'ZK01',
        agreementId: '10000001',
        shouldResetSelection: 'true',
      }),
    ).toEqual({
      selectedYear: 2027,
      contractCode: 'ZK01',
      agreementId: '10000001',
      shouldResetSelection: true,
    });
    expect(
      policyYearParams.parse({
        selectedYear: '2026',
        contractCode: 'C',
        agreementId: 'A',
        shouldResetSelection: 'false',
      }).shouldResetSelection,
    ).toBe(false);
    expect(
      medicalSelectionParams.parse({ selectedYear: '2026', contractCode: 'C', agreementId: 'A' }),
    ).toEqual({
      selectedYear: 2026,
      contractCode: 'C',
      agreementId: 'A',
    });
  });

  it('treats parameters that do not parse as a path that does not exist', () => {
    const bad = {
      selectedYear: 'volgend-jaar',
      contractCode: 'C',
      agreementId: 'A',
      shouldResetSelection: 'true',
    };
    expect(() => policyYearParams.parse(bad)).toThrow();
    expect(() =>
      policyYearParams.parse({
        selectedYear: '2026',
        contractCode: 'C',
        agreementId: 'A',
        shouldResetSelection: 'ja',
      }),
    ).toThrow();
  });

  it('writes parameters back as path segments', () => {
    expect(
      policyYearParams.stringify({
        selectedYear: 2027,
        contractCode: 'C',
        agreementId: 'A',
        shouldResetSelection: false,
      }),
    ).toEqual({ selectedYear: '2027', contractCode: 'C', agreementId: 'A', shouldResetSelection: 'false' });
  });
});
