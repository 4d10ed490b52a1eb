import { serverMessages } from '@mijn/contract';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/errors.json';
import paymentEn from '../../locales/en/payment-details.json';
import firstPaintNl from '../../locales/nl/errors.json';
import paymentNl from '../../locales/nl/payment-details.json';
import { dutchTexts } from '../../test/dutch-texts.ts';
import { ApiRequestError } from './api-request-error.ts';
import { responseHandling } from './catalogue.ts';
import {
  activationCodeFailures,
  addInsuredFailures,
  forgotPasswordFailures,
  forgotUsernameFailures,
  idinFailures,
  loginFailures,
  missingContactInfo,
  registrationFailures,
  resendCodeFailures,
  savePaymentDetailsFailures,
  savePolicyChangeFailures,
  screenError,
  updatePasswordFailures,
  updatePhoneFailures,
  verificationFailures,
} from './index.ts';

const nl = dutchTexts(firstPaintNl, 'errors');

/** The flows by the names the tables below use. */
const flows = {
  'activation-code': activationCodeFailures,
  'forgot-password': forgotPasswordFailures,
  'forgot-username': forgotUsernameFailures,
  idin: idinFailures,
  login: loginFailures,
  registration: registrationFailures,
  'resend-code': resendCodeFailures,
  'update-password': updatePasswordFailures,
  'update-phone': updatePhoneFailures,
  verification: verificationFailures,
} as const;

const failure = (status: number, message: string, minutes?: number) =>
  new ApiRequestError(status, { statusCode: status, error: 'x', message, ...(minutes ? { minutes } : {}) });

function lookup(texts: unknown, key: string): unknown {
  return key
    .replace(/^errors:/, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
}

describe('responseHandling (spec §8 response handling)', () => {
  it.each([
    [401, 'errors:response.status-code-401', true, 5000, false],
    [403, 'errors:response.status-code-403', true, 5000, false],
    [500, 'errors:response.status-code-500', false, null, false],
    [503, 'errors:response.status-code-503', false, null, false],
    [404, 'errors:response.default-error', false, null, false],
    [429, 'errors:response.default-error', false, null, false],
  ])('status %i -> %s', (status, key, alwaysShown, logoutAfterMs, marksBlocked) => {
    const handling = responseHandling(status, true);
    expect(handling.notice?.key).toBe(key);
    expect(handling.noticeAlwaysShown).toBe(alwaysShown);
    expect(handling.logoutAfterMs).toBe(logoutAfterMs);
    expect(handling.marksBlocked).toBe(marksBlocked);
  });

  it('puts the status number into the default error', () => {
    expect(responseHandling(418, true).notice?.values).toEqual({ error: 418 });
  });

  it('marks the account blocked on 423 without a notice', () => {
    expect(responseHandling(423, true)).toMatchObject({
      notice: null,
      marksBlocked: true,
      logoutAfterMs: null,
    });
  });

  it('does not end a session on a 401 of a call that carried none (the login itself)', () => {
    expect(responseHandling(401, false)).toMatchObject({ logoutAfterMs: null, noticeAlwaysShown: false });
  });
});

describe('screenError (spec §8 login and verification)', () => {
  it.each([
    ['login', failure(401, 'Incorrect username/password combination.'), 'errors:login.invalid-form', null],
    ['login', failure(401, 'Account not activated'), 'errors:login.not-activated', 'register'],
    ['login', failure(429, 'Too many requests'), 'errors:login.too-many-attempts', null],
    ['login', failure(500, 'boom'), 'errors:login.default', null],
    ['login', new TypeError('Failed to fetch'), 'errors:login.default', null],
    ['verification', failure(400, 'Verificationcode was invalid'), 'errors:verification.wrong-code', null],
    ['verification', failure(400, 'Verificationcode expired'), 'errors:verification.code-expired', 'restart'],
    ['verification', failure(400, 'Something else'), 'errors:verification.default', null],
    ['resend-code', failure(429, 'Too many requests'), 'errors:verification.resend-too-often', null],
    ['resend-code', failure(500, 'boom'), 'errors:verification.resend-failed', null],
  ] as const)('%s: %o -> %s', (flow, error, key, followUp) => {
    expect(screenError(flows[flow], error)).toMatchObject({ key, followUp });
  });

  it('shows the blocked minutes from a 423', () => {
    expect(screenError(loginFailures, failure(423, 'Account is temporary blocked', 15))).toEqual({
      key: 'errors:login.blocked',
      values: { minutes: 15 },
      followUp: null,
    });
    expect(screenError(verificationFailures, failure(423, 'Account is temporary blocked', 3))?.key).toBe(
      'errors:verification.blocked',
    );
    expect(screenError(loginFailures, failure(423, 'Account is temporary blocked'))?.key).toBe(
      'errors:login.blocked-later',
    );
  });

  it('leaves a verification 401 to the shared session notice', () => {
    expect(screenError(verificationFailures, failure(401, 'Unauthorized'))).toBeNull();
  });
});

describe('screenError (spec §8 forgot flow, registration, bank identity; decision 0007 texts)', () => {
  it.each([
    [
      'forgot-password',
      failure(400, 'Account not activated'),
      'errors:forgot.account-not-activated',
      'register',
    ],
    [
      'forgot-password',
      failure(400, 'Could not send verificationcode'),
      'errors:forgot.incorrect-combination-password',
      null,
    ],
    [
      'forgot-username',
      failure(400, 'Could not send verificationcode'),
      'errors:forgot.incorrect-combination-username',
      null,
    ],
    ['forgot-username', failure(400, 'Account not found'), 'errors:forgot.account-not-found', null],
    ['forgot-username', failure(400, 'Something unexpected'), 'errors:forgot.account-not-found', null],
    ['forgot-username', failure(404, 'Not Found'), 'errors:forgot.account-not-found', null],
    ['forgot-username', new TypeError('Failed to fetch'), 'errors:forgot.default', null],
    [
      'forgot-password',
      failure(429, 'Too many attempts; try again later'),
      'errors:login.too-many-attempts',
      null,
    ],
    [
      'update-password',
      failure(401, 'This password reset has ended; start again'),
      'errors:reset-password.ended',
      'restart',
    ],
    ['update-phone', failure(400, 'Phone number already known'), 'errors:update-phone.already-known', null],
    ['registration', failure(400, 'Incorrect combination'), 'errors:registration.unknown-data', null],
    ['registration', failure(400, 'Account not found'), 'errors:registration.unknown-username', 'restart'],
    [
      'registration',
      failure(400, 'Account already exists'),
      'errors:registration.account-registered',
      'login',
    ],
    ['registration', failure(400, 'Username already exists'), 'errors:registration.username-exists', null],
    ['registration', failure(400, 'Verificationcode was invalid'), 'errors:verification.wrong-code', null],
    [
      'registration',
      failure(401, 'This registration has ended; start again'),
      'errors:registration.ended',
      'restart',
    ],
    [
      'activation-code',
      failure(400, 'Activationcode was invalid'),
      'errors:registration.wrong-activation-code',
      null,
    ],
    [
      'activation-code',
      failure(400, 'Activationcode expired'),
      'errors:registration.activation-code-expired',
      null,
    ],
    ['idin', failure(400, 'iDIN session expired'), 'errors:idin.expired', null],
    [
      'idin',
      failure(400, 'Register account not found'),
      'errors:idin.register-account-not-found',
      'idin-register',
    ],
    ['idin', failure(400, 'Login not active'), 'errors:idin.should-activate', null],
    ['idin', failure(400, 'Missing client code'), 'errors:idin.missing-client-code', null],
    ['idin', failure(400, 'BSN already registered'), 'errors:registration.bsn-registered', null],
    ['idin', failure(400, 'iDIN session mismatch'), 'errors:idin.general-failure', null],
    [
      'idin',
      failure(422, 'iDIN response could not be processed'),
      'errors:idin.general-failure-instructions',
      null,
    ],
  ] as const)('%s: %o -> %s', (flow, error, key, followUp) => {
    expect(screenError(flows[flow], error)).toMatchObject({ key, followUp });
  });

  it('inserts the action name into a cancelled iDIN session', () => {
    expect(screenError(idinFailures, failure(400, 'iDIN session cancelled'), { action: 'inloggen' })).toEqual(
      {
        key: 'errors:idin.cancelled',
        values: { action: 'inloggen' },
        followUp: null,
      },
    );
  });

  it('reads which contact details a forgot-flow reply lacks', () => {
    expect(missingContactInfo(failure(400, 'Account does not have: phone number'))).toEqual({
      phoneNumber: true,
      emailAddress: false,
    });
    expect(missingContactInfo(failure(400, 'Account does not have: e-mail address'))).toEqual({
      phoneNumber: false,
      emailAddress: true,
    });
    expect(missingContactInfo(failure(400, 'Account does not have: phone number, e-mail address'))).toEqual({
      phoneNumber: true,
      emailAddress: true,
    });
    expect(missingContactInfo(failure(400, 'Account not found'))).toBeNull();
    expect(missingContactInfo(new Error('x'))).toBeNull();
  });
});

describe('texts', () => {
  const keys = [
    ...[401, 403, 500, 503, 404].map((status) => responseHandling(status, true).notice?.key ?? ''),
    'errors:response.network-error',
    ...['invalid-form', 'not-activated', 'blocked', 'blocked-later', 'too-many-attempts', 'default'].map(
      (key) => `errors:login.${key}`,
    ),
    ...[
      'wrong-code',
      'code-expired',
      'blocked',
      'blocked-later',
      'too-many-attempts',
      'resend-too-often',
      'resend-failed',
      'no-data',
      'default',
    ].map((key) => `errors:verification.${key}`),
    'errors:verification.code-expired-forgot',
    ...[
      'account-not-activated',
      'incorrect-combination-username',
      'incorrect-combination-password',
      'account-not-found',
      'default',
    ].map((key) => `errors:forgot.${key}`),
    ...['ended', 'not-accepted', 'default'].map((key) => `errors:reset-password.${key}`),
    ...['already-known', 'not-accepted', 'default'].map((key) => `errors:update-phone.${key}`),
    ...[
      'unknown-data',
      'unknown-username',
      'account-registered',
      'username-exists',
      'bsn-registered',
      'wrong-activation-code',
      'activation-code-expired',
      'steps-out-of-order',
      'ended',
      'too-many-messages',
      'default',
    ].map((key) => `errors:registration.${key}`),
    ...[
      'expired',
      'cancelled',
      'register-account-not-found',
      'should-activate',
      'missing-client-code',
      'general-failure',
      'general-failure-instructions',
    ].map((key) => `errors:idin.${key}`),
  ];

  it.each(keys)('%s exists in Dutch and English', (key) => {
    expect(typeof lookup(nl, key)).toBe('string');
    expect(typeof lookup(en, key)).toBe('string');
  });

  it('uses the exact Dutch texts of spec §8', () => {
    expect(nl.response['status-code-401']).toBe('De sessie is niet langer geldig, u wordt uitgelogd.');
    expect(nl.response['status-code-403']).toBe('Niet toegestaan');
    expect(nl.response['status-code-500']).toBe(
      'Er heeft zich een onbekende fout voorgedaan. Probeer het later opnieuw.',
    );
    expect(nl.response['default-error']).toBe('Er is een fout opgetreden, foutcode: {{error}}');
  });

  it("words the insurer's outage (503) as the server does, in Dutch and English", () => {
    expect(nl.response['status-code-503']).toBe(serverMessages.insurerUnavailable.nl);
    expect(en.response['status-code-503']).toBe(serverMessages.insurerUnavailable.en);
  });
});

describe('screenError (saving payment details, decision 0040)', () => {
  const texts = { errors: { nl, en }, 'payment-details': { nl: paymentNl, en: paymentEn } };
  const exists = (key: string) => {
    const [namespace = '', path = ''] = key.split(':');
    const byLanguage = texts[namespace as keyof typeof texts];
    return [byLanguage.nl, byLanguage.en].every((file) => typeof lookup(file, path) === 'string');
  };

  it.each([
    ['The payment term cannot be changed while premium is owed', 'payment-details:reasons.payment-deficit'],
    ['This payment term cannot be chosen yet', 'payment-details:reasons.not-yet-possible'],
    ['The agreement has ended', 'payment-details:reasons.agreement-ended'],
    ['The premium is paid by the employer', 'payment-details:reasons.arranged-by-employer'],
    ['The premium is paid through an intermediary', 'payment-details:reasons.arranged-by-intermediary'],
    ['The collectivity requires payment by direct debit', 'payment-details:reasons.direct-debit-required'],
    ['An e-mail address is required for digital post', 'payment-details:form.ideal-needs-email'],
    ['Agreement not found', 'payment-details:form.not-found'],
    ['Something else', 'errors:save-details.error-saving'],
  ])('%s -> %s, in Dutch and English', (message, key) => {
    expect(screenError(savePaymentDetailsFailures, failure(409, message))?.key).toBe(key);
    expect(exists(key)).toBe(true);
  });

  it('shows the spec §8 error-saving message when the server could not be reached', () => {
    expect(screenError(savePaymentDetailsFailures, new TypeError('Failed to fetch'))?.key).toBe(
      'errors:save-details.error-saving',
    );
  });
});

describe('screenError (saving a policy change, spec §8 Edit policy)', () => {
  it.each([
    [409, 'The policy cannot be changed', 'policy-change-not-possible'],
    [422, 'This combination of packages is not possible', 'package-combination-not-possible'],
    [422, 'More packages are selected than allowed', 'maximum-selectable-packages'],
    [
      422,
      'This package change is not possible for this insured person',
      'package-change-not-possible-for-insured',
    ],
    [422, 'This dental cover needs an approved medical selection', 'medical-selection-required'],
    [422, 'The medical selection for this dental cover was denied', 'medical-selection-denied'],
    [409, 'The payment term cannot be changed while premium is owed', 'payment-term-with-deficit'],
    [409, 'This payment term cannot be chosen yet', 'payment-term-not-yet-possible'],
    [409, 'The premium is paid by the employer', 'payment-arranged-by-employer'],
    [409, 'The premium is paid through an intermediary', 'payment-arranged-by-intermediary'],
  ])('%i %s -> errors:edit-policy.%s, in Dutch and English', (status, message, name) => {
    const key = `errors:edit-policy.${name}`;
    expect(screenError(savePolicyChangeFailures, failure(status, message))).toEqual({ key, followUp: null });
    expect(typeof lookup(nl, key)).toBe('string');
    expect(typeof lookup(en, key)).toBe('string');
    expect(lookup(nl, key)).not.toBe(lookup(en, key));
  });

  it('shows the spec §8 error-saving message for any other failure and when the server was not reached', () => {
    expect(screenError(savePolicyChangeFailures, failure(404, 'Agreement not found'))?.key).toBe(
      'errors:save-details.error-saving',
    );
    expect(screenError(savePolicyChangeFailures, new TypeError('Failed to fetch'))?.key).toBe(
      'errors:save-details.error-saving',
    );
  });
});

describe('screenError (adding insured persons, spec §8 Add insured, decision 0052)', () => {
  it.each([
    [serverMessages.noActivePolicy, 'errors:add-insured.no-active-policy'],
    [serverMessages.partnerAlreadyExists, 'errors:add-insured.partner-already-exists'],
    [serverMessages.socialSecurityNumberAlreadyInUse, 'errors:add-insured.bsn-in-use'],
    [serverMessages.startDateOutsideAgreement, 'errors:add-insured.start-date-outside-agreement'],
    [serverMessages.newbornTooLate, 'errors:add-insured.newborn-too-late'],
    [serverMessages.offerYearUnknown, 'errors:add-insured.offer-year-unknown'],
    [serverMessages.agreementNotFound, 'errors:add-insured.agreement-not-found'],
    [serverMessages.medicalSelectionRequired, 'errors:edit-policy.medical-selection-required'],
    [serverMessages.medicalSelectionDenied, 'errors:edit-policy.medical-selection-denied'],
    [
      serverMessages.packageChangeNotPossibleForInsured,
      'errors:edit-policy.package-change-not-possible-for-insured',
    ],
    ['Something else', 'errors:add-insured.default'],
  ])('%s -> %s, in Dutch and English', (message, key) => {
    expect(screenError(addInsuredFailures, failure(409, message))).toEqual({ key, followUp: null });
    expect(typeof lookup(nl, key)).toBe('string');
    expect(typeof lookup(en, key)).toBe('string');
    expect(lookup(nl, key)).not.toBe(lookup(en, key));
  });

  it('says the adding did not work when the server was not reached', () => {
    expect(screenError(addInsuredFailures, new TypeError('Failed to fetch'))?.key).toBe(
      'errors:add-insured.default',
    );
  });
});
