import { serverMessages as server } from '@mijn/contract';
import { LOGOUT_DELAY_AFTER_401_OR_403_MS } from '@mijn/domain';
import { ApiRequestError } from './api-request-error.ts';

/** A translation key with its values, translated only when shown. */
export interface MessageRef {
  key: string;
  values?: Record<string, string | number>;
}

/** What the one response handler does with a failed reply (spec §8 response handling). */
export interface ResponseHandling {
  notice: MessageRef | null;
  /** Shown even for calls registered for custom error handling. */
  noticeAlwaysShown: boolean;
  logoutAfterMs: number | null;
  marksBlocked: boolean;
}

const sessionEnded = (key: string): ResponseHandling => ({
  notice: { key },
  noticeAlwaysShown: true,
  logoutAfterMs: LOGOUT_DELAY_AFTER_401_OR_403_MS,
  marksBlocked: false,
});

const byStatus: Readonly<Record<number, ResponseHandling>> = {
  401: sessionEnded('errors:response.status-code-401'),
  403: sessionEnded('errors:response.status-code-403'),
  423: { notice: null, noticeAlwaysShown: false, logoutAfterMs: null, marksBlocked: true },
  500: {
    notice: { key: 'errors:response.status-code-500' },
    noticeAlwaysShown: false,
    logoutAfterMs: null,
    marksBlocked: false,
  },
};

const otherStatus = (status: number): ResponseHandling => ({
  notice: { key: 'errors:response.default-error', values: { error: status } },
  noticeAlwaysShown: false,
  logoutAfterMs: null,
  marksBlocked: false,
});

/**
 * The handling of a failed reply. A 401 or 403 ends the session only when the call carried one: on a
 * public call (the login itself) it is an answer about the credentials, for the screen to explain.
 */
export function responseHandling(status: number, carriesSession: boolean): ResponseHandling {
  if (!carriesSession && (status === 401 || status === 403)) return otherStatus(status);
  return byStatus[status] ?? otherStatus(status);
}

export const expiredTokenNotice: MessageRef = { key: 'errors:response.status-code-401' };
export const networkFailureNotice: MessageRef = { key: 'errors:response.network-error' };

/**
 * Where a screen sends the user after showing the message: `register` the registration, `login` the
 * login, `restart` the first step of the flow it is in, `idin-register` the iDIN registration.
 */
export type FollowUp = 'register' | 'login' | 'restart' | 'idin-register';

export interface ScreenError extends MessageRef {
  followUp: FollowUp | null;
}

export type ScreenFlow =
  | 'login'
  | 'verification'
  | 'resend-code'
  | 'forgot-username'
  | 'forgot-password'
  | 'update-password'
  | 'update-phone'
  | 'registration'
  | 'activation-code'
  | 'idin'
  | 'save-payment-details'
  | 'change-login-settings'
  | 'change-password'
  | 'save-contact-details'
  | 'save-policy-change'
  | 'add-insured'
  | 'passkey-login'
  | 'passkey-register'
  | 'passkey-remove';

interface ServerMessageRule {
  /** The start of the server's `message`: a spec §8 text of the contract (decision 0007 lists them). */
  startsWith: string;
  key: string;
  followUp?: FollowUp;
}

const forgotRules = (flowType: 'username' | 'password'): readonly ServerMessageRule[] => [
  { startsWith: server.accountNotFoundWithUsername, key: 'errors:forgot.unknown-username' },
  {
    startsWith: server.accountNotActivated,
    key: 'errors:forgot.account-not-activated',
    followUp: 'register',
  },
  { startsWith: server.couldNotSendVerificationCode, key: `errors:forgot.incorrect-combination-${flowType}` },
  { startsWith: server.accountNotFound, key: 'errors:forgot.account-not-found' },
];

const codeRules: readonly ServerMessageRule[] = [
  { startsWith: server.verificationCodeInvalid, key: 'errors:verification.wrong-code' },
  {
    startsWith: server.verificationCodeExpired,
    key: 'errors:verification.code-expired',
    followUp: 'restart',
  },
];

const registrationRules: readonly ServerMessageRule[] = [
  { startsWith: server.incorrectCombination, key: 'errors:registration.unknown-data' },
  { startsWith: server.accountNotFound, key: 'errors:registration.unknown-username', followUp: 'restart' },
  {
    startsWith: server.accountAlreadyExists,
    key: 'errors:registration.account-registered',
    followUp: 'login',
  },
  { startsWith: server.usernameExists, key: 'errors:registration.username-exists' },
  { startsWith: server.bsnAlreadyRegistered, key: 'errors:registration.bsn-registered' },
  {
    startsWith: server.emailNotVerified,
    key: 'errors:registration.steps-out-of-order',
    followUp: 'restart',
  },
  { startsWith: server.registrationEnded, key: 'errors:registration.ended', followUp: 'restart' },
  { startsWith: server.tooManyMessages, key: 'errors:registration.too-many-messages' },
  ...codeRules,
];

/** The contract cards' refusals (spec §8 Edit policy), wherever cards are saved. */
const cardRules: readonly ServerMessageRule[] = [
  {
    startsWith: server.packageCombinationNotPossible,
    key: 'errors:edit-policy.package-combination-not-possible',
  },
  { startsWith: server.maximumSelectablePackages, key: 'errors:edit-policy.maximum-selectable-packages' },
  {
    startsWith: server.packageChangeNotPossibleForInsured,
    key: 'errors:edit-policy.package-change-not-possible-for-insured',
  },
  { startsWith: server.medicalSelectionRequired, key: 'errors:edit-policy.medical-selection-required' },
  { startsWith: server.medicalSelectionDenied, key: 'errors:edit-policy.medical-selection-denied' },
];

/** Passkeys (decision 0065): a challenge is single-use and ends after 5 minutes, on every ceremony. */
const passkeyAttemptRule: ServerMessageRule = {
  startsWith: server.passkeyAttemptEnded,
  key: 'errors:passkey.attempt-ended',
};
const passkeyPasswordRule: ServerMessageRule = {
  startsWith: server.incorrectCredentials,
  key: 'errors:passkey.wrong-current-password',
};

const rulesByFlow: Readonly<Record<ScreenFlow, readonly ServerMessageRule[]>> = {
  login: [
    { startsWith: server.incorrectCredentials, key: 'errors:login.invalid-form' },
    { startsWith: server.accountNotActivated, key: 'errors:login.not-activated', followUp: 'register' },
  ],
  verification: codeRules,
  'resend-code': [],
  'forgot-username': forgotRules('username'),
  'forgot-password': forgotRules('password'),
  'update-password': [
    { startsWith: server.resetEnded, key: 'errors:reset-password.ended', followUp: 'restart' },
    // Logged in, the current password proves who asks (decision 0018).
    {
      startsWith: server.incorrectCredentials,
      key: 'errors:reset-password.wrong-current-password',
    },
  ],
  'update-phone': [
    { startsWith: server.phoneNumberAlreadyKnown, key: 'errors:update-phone.already-known' },
    { startsWith: server.registrationEnded, key: 'errors:registration.ended', followUp: 'restart' },
    { startsWith: server.tooManyMessages, key: 'errors:registration.too-many-messages' },
  ],
  registration: registrationRules,
  'activation-code': [
    { startsWith: server.activationCodeInvalid, key: 'errors:registration.wrong-activation-code' },
    { startsWith: server.activationCodeExpired, key: 'errors:registration.activation-code-expired' },
    ...registrationRules,
  ],
  idin: [
    { startsWith: server.idinExpired, key: 'errors:idin.expired' },
    { startsWith: server.idinCancelled, key: 'errors:idin.cancelled' },
    {
      startsWith: server.idinRegisterAccountNotFound,
      key: 'errors:idin.register-account-not-found',
      followUp: 'idin-register',
    },
    { startsWith: server.idinLoginNotActive, key: 'errors:idin.should-activate' },
    { startsWith: server.idinMissingClientCode, key: 'errors:idin.missing-client-code' },
    { startsWith: server.bsnAlreadyRegistered, key: 'errors:registration.bsn-registered' },
  ],
  // The state of the agreement changed since the screen showed what may change (decision 0040).
  'save-payment-details': [
    { startsWith: server.paymentTermChangeWithDeficit, key: 'payment-details:reasons.payment-deficit' },
    { startsWith: server.paymentTermChangeNotYetPossible, key: 'payment-details:reasons.not-yet-possible' },
    { startsWith: server.agreementEnded, key: 'payment-details:reasons.agreement-ended' },
    { startsWith: server.paymentArrangedByEmployer, key: 'payment-details:reasons.arranged-by-employer' },
    {
      startsWith: server.paymentArrangedByIntermediary,
      key: 'payment-details:reasons.arranged-by-intermediary',
    },
    { startsWith: server.directDebitRequired, key: 'payment-details:reasons.direct-debit-required' },
    { startsWith: server.emailRequiredForDigitalPost, key: 'payment-details:form.ideal-needs-email' },
    { startsWith: server.agreementNotFound, key: 'payment-details:form.not-found' },
  ],
  // The login settings: username, and a new phone or e-mail address with its code (decision 0043).
  'change-login-settings': [
    { startsWith: server.verificationCodeInvalid, key: 'errors:verification.wrong-code' },
    { startsWith: server.verificationCodeExpired, key: 'login-settings:errors.code-expired' },
    { startsWith: server.contactUnchanged, key: 'login-settings:errors.unchanged' },
    { startsWith: server.tooManyMessages, key: 'errors:verification.resend-too-often' },
    { startsWith: server.tooManyAttempts, key: 'errors:verification.too-many-attempts' },
  ],
  'change-password': [
    { startsWith: server.incorrectCredentials, key: 'login-settings:errors.wrong-current-password' },
  ],
  // A payment change or a lost e-mail address since the screen showed what may be chosen (spec §4).
  'save-contact-details': [
    { startsWith: server.paperPostNotAllowedWithIdeal, key: 'settings:contact-form.paper-not-with-ideal' },
    { startsWith: server.emailRequiredForDigitalPost, key: 'settings:contact-form.digital-needs-email' },
  ],
  // Saving the edit-policy cards (Contract/SaveContractCards): the texts of spec §8 Edit policy.
  'save-policy-change': [
    { startsWith: server.policyChangeNotPossible, key: 'errors:edit-policy.policy-change-not-possible' },
    ...cardRules,
    // The payment term chosen with the policy (decision 0048): the state changed since the screen showed it.
    { startsWith: server.paymentTermChangeWithDeficit, key: 'errors:edit-policy.payment-term-with-deficit' },
    {
      startsWith: server.paymentTermChangeNotYetPossible,
      key: 'errors:edit-policy.payment-term-not-yet-possible',
    },
    { startsWith: server.paymentArrangedByEmployer, key: 'errors:edit-policy.payment-arranged-by-employer' },
    {
      startsWith: server.paymentArrangedByIntermediary,
      key: 'errors:edit-policy.payment-arranged-by-intermediary',
    },
  ],
  // Adding insured persons (decision 0052): the texts of spec §8 Add insured, then the cards' refusals.
  'add-insured': [
    { startsWith: server.noActivePolicy, key: 'errors:add-insured.no-active-policy' },
    { startsWith: server.partnerAlreadyExists, key: 'errors:add-insured.partner-already-exists' },
    { startsWith: server.socialSecurityNumberAlreadyInUse, key: 'errors:add-insured.bsn-in-use' },
    { startsWith: server.startDateOutsideAgreement, key: 'errors:add-insured.start-date-outside-agreement' },
    { startsWith: server.newbornTooLate, key: 'errors:add-insured.newborn-too-late' },
    { startsWith: server.offerYearUnknown, key: 'errors:add-insured.offer-year-unknown' },
    { startsWith: server.agreementNotFound, key: 'errors:add-insured.agreement-not-found' },
    ...cardRules,
  ],
  'passkey-login': [
    { startsWith: server.passkeyNotRecognised, key: 'errors:passkey.not-recognised' },
    passkeyAttemptRule,
  ],
  'passkey-register': [
    passkeyPasswordRule,
    passkeyAttemptRule,
    { startsWith: server.passkeyAlreadyRegistered, key: 'errors:passkey.already-registered' },
    { startsWith: server.tooManyPasskeys, key: 'errors:passkey.too-many' },
    { startsWith: server.passkeyRegistrationFailed, key: 'errors:passkey.registration-failed' },
  ],
  'passkey-remove': [
    passkeyPasswordRule,
    { startsWith: server.passwordRequiredForLastPasskey, key: 'errors:passkey.password-required' },
    { startsWith: server.passkeyNotFound, key: 'errors:passkey.not-found' },
  ],
};

const byFlowStatus: Readonly<Record<ScreenFlow, Readonly<Record<number, string>>>> = {
  login: { 429: 'errors:login.too-many-attempts' },
  verification: { 429: 'errors:verification.too-many-attempts' },
  'resend-code': { 429: 'errors:verification.resend-too-often' },
  'forgot-username': { 429: 'errors:login.too-many-attempts' },
  'forgot-password': { 429: 'errors:login.too-many-attempts' },
  'update-password': { 400: 'errors:reset-password.not-accepted' },
  'update-phone': { 400: 'errors:update-phone.not-accepted', 429: 'errors:verification.resend-too-often' },
  registration: { 429: 'errors:login.too-many-attempts' },
  'activation-code': { 429: 'errors:login.too-many-attempts' },
  idin: { 422: 'errors:idin.general-failure-instructions' },
  'save-payment-details': {},
  'change-login-settings': {},
  'change-password': {
    400: 'errors:reset-password.not-accepted',
    429: 'errors:verification.too-many-attempts',
  },
  'save-contact-details': {},
  'save-policy-change': {},
  'add-insured': {},
  'passkey-login': { 429: 'errors:login.too-many-attempts' },
  'passkey-register': { 429: 'errors:verification.too-many-attempts' },
  'passkey-remove': { 429: 'errors:verification.too-many-attempts' },
};

/** Spec §8 forgot flow: any other failure of the forgot calls reads 'account not found'. */
const flowDefault: Readonly<Record<ScreenFlow, string>> = {
  login: 'errors:login.default',
  verification: 'errors:verification.default',
  'resend-code': 'errors:verification.resend-failed',
  'forgot-username': 'errors:forgot.account-not-found',
  'forgot-password': 'errors:forgot.account-not-found',
  'update-password': 'errors:reset-password.default',
  'update-phone': 'errors:update-phone.default',
  registration: 'errors:registration.default',
  'activation-code': 'errors:registration.default',
  idin: 'errors:idin.general-failure',
  'save-payment-details': 'errors:save-details.error-saving',
  'change-login-settings': 'errors:save-details.error-saving',
  'change-password': 'errors:save-details.error-saving',
  'save-contact-details': 'errors:save-details.error-saving',
  'save-policy-change': 'errors:save-details.error-saving',
  'add-insured': 'errors:add-insured.default',
  'passkey-login': 'errors:passkey.login-failed',
  'passkey-register': 'errors:passkey.registration-failed',
  'passkey-remove': 'errors:save-details.error-saving',
};

/** When the server could not be reached at all, or answered something unreadable. */
const unreachableDefault: Partial<Record<ScreenFlow, string>> = {
  'forgot-username': 'errors:forgot.default',
  'forgot-password': 'errors:forgot.default',
};

const blockedKey: Readonly<Record<ScreenFlow, string>> = {
  login: 'errors:login.blocked',
  verification: 'errors:verification.blocked',
  'resend-code': 'errors:verification.blocked',
  'forgot-username': 'errors:login.blocked',
  'forgot-password': 'errors:login.blocked',
  'update-password': 'errors:login.blocked',
  'update-phone': 'errors:verification.blocked',
  registration: 'errors:login.blocked',
  'activation-code': 'errors:login.blocked',
  idin: 'errors:login.blocked',
  'save-payment-details': 'errors:login.blocked',
  'change-login-settings': 'errors:login.blocked',
  'change-password': 'errors:login.blocked',
  'save-contact-details': 'errors:login.blocked',
  'save-policy-change': 'errors:login.blocked',
  'add-insured': 'errors:login.blocked',
  'passkey-login': 'errors:login.blocked',
  'passkey-register': 'errors:login.blocked',
  'passkey-remove': 'errors:login.blocked',
};

/** Calls whose 401 is an answer about the flow, not the end of a session. */
const answersWith401: ReadonlySet<ScreenFlow> = new Set<ScreenFlow>([
  'login',
  'update-password',
  'update-phone',
  'registration',
  'activation-code',
  'passkey-login',
]);

/**
 * The message a screen shows for a failed call, and where it sends the user next. Null when the one
 * response handler already told the user (a session that ended). `values` fill the message, e.g. the
 * action name of a cancelled iDIN session.
 */
export function screenError(
  flow: ScreenFlow,
  error: unknown,
  values?: Record<string, string | number>,
): ScreenError | null {
  const withValues = (outcome: ScreenError): ScreenError =>
    values === undefined ? outcome : { ...outcome, values: { ...values, ...outcome.values } };
  if (!(error instanceof ApiRequestError)) {
    return withValues({ key: unreachableDefault[flow] ?? flowDefault[flow], followUp: null });
  }
  if (!answersWith401.has(flow) && (error.status === 401 || error.status === 403)) return null;
  if (error.status === 423) {
    const minutes = error.body?.minutes;
    return minutes === undefined
      ? { key: `${blockedKey[flow]}-later`, followUp: null }
      : { key: blockedKey[flow], values: { minutes }, followUp: null };
  }
  const message = error.body?.message ?? '';
  const rule = rulesByFlow[flow].find((candidate) => message.startsWith(candidate.startsWith));
  if (rule) return withValues({ key: rule.key, followUp: rule.followUp ?? null });
  return withValues({ key: byFlowStatus[flow][error.status] ?? flowDefault[flow], followUp: null });
}

/** Which contact details a forgot-flow reply 'Account does not have: ...' names (spec §4 Forgot flow). */
export interface MissingContactInfo {
  phoneNumber: boolean;
  emailAddress: boolean;
}

export function missingContactInfo(error: unknown): MissingContactInfo | null {
  if (!(error instanceof ApiRequestError)) return null;
  const message = error.body?.message ?? '';
  if (!message.startsWith(server.accountDoesNotHave)) return null;
  const named = message.slice(server.accountDoesNotHave.length).toLowerCase();
  const missing = { phoneNumber: named.includes('phone'), emailAddress: named.includes('mail') };
  return missing.phoneNumber || missing.emailAddress ? missing : null;
}
