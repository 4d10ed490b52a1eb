import { randomUUID } from 'node:crypto';
import type { FlowToken } from '@mijn/contract';
import {
  addDays,
  ageOn,
  firstTermWindow,
  type TreatmentAbroadKind,
  YOUTH_DESK_BELOW_AGE,
} from '@mijn/domain';
import { inlandClaimFields } from '../test/claims.ts';
import { unchangedDetails } from '../test/customer-update.ts';
import { healthyAnswers } from '../test/medical-selection.ts';
import type { TestFile } from '../test/multipart.ts';
import { pngLike } from '../test/multipart.ts';
import { treatmentAbroadRequest } from '../test/treatment-abroad.ts';
import type { Person, Target } from './world-identifiers.ts';

/** One request of the matrix: the parts of the call as its contract entry names them. */
export interface Probe {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  files?: TestFile[];
  headers?: Record<string, string>;
}

export interface ProbeContext {
  today: string;
  year: number;
  user: Person;
  /** The user and the family members whose data they may see. */
  visible: Person[];
}

/**
 * How one contract entry meets another person's data. `takes` lists every input field through
 * which an identifier reaches the endpoint (`query.customerNumber`, `body.Transport.x`, ...); the
 * matrix test checks this list against the entry's zod schemas, so a new field is noticed.
 *
 * - public: no person's data in or out; called by every user, the reply names no one else.
 * - own: takes no identifier and answers the user's own (or visible family's) data; called by
 *   every user, the reply names no one else.
 * - foreign: takes identifiers; called with those of every person whose data the user may not
 *   see, and refused (403/404). Only with `answersOwn` (saying why) may it instead answer 2xx with
 *   the user's own data, which then names no one else.
 * - proof: before login, an identifier travels with a secret (password, birth date, code,
 *   session); without the secret the call is refused and names no one.
 * - not-called: why the matrix leaves it out, and which test covers it instead.
 *
 * `flow` states the flow tokens (login, registration, password reset) the endpoint takes as its
 * contract permission; the user's access token is no such token, so the hook refuses it with 401.
 */
export type AccessRow = (
  | {
      access: 'public' | 'own';
      takes: readonly string[];
      call: (c: ProbeContext) => Probe;
      /** The agreement overview: a policyholder sees everyone insured on it (spec §3 Agreement). */
      showsParticipation?: true;
    }
  | {
      access: 'foreign';
      takes: readonly string[];
      answersOwn?: string;
      probes: (target: Target, c: ProbeContext) => Probe[];
    }
  | { access: 'proof'; takes: readonly string[]; probes: (target: Target, c: ProbeContext) => Probe[] }
  | { access: 'not-called'; takes: readonly string[]; why: string }
) & { flow?: readonly FlowToken[] };

const none = () => ({});
const withYear = ({ year }: ProbeContext): Probe => ({ query: { year } });
const ofPerson = ({ person }: Target): Probe[] => [{ query: { customerNumber: person.customerNumber } }];
const ofCustomer = ({ person }: Target, { year }: ProbeContext): Probe[] => [
  { query: { customerNumber: person.customerNumber, year } },
];
/** The invoices of the user's own agreement are theirs (the policyholder's): only another's are probed. */
const ofInvoices = ({ household, sameHousehold }: Target): Probe[] =>
  sameHousehold ? [] : household.invoiceNumbers.map((invoiceNumber) => ({ params: { invoiceNumber } }));
const wrongBirthDate = '1901/01/01';
const wrongCode = '00000';

const seatedTransportRequest = (customerNumber: string, today: string) => ({
  CurrentSelectedCustomerNumber: customerNumber,
  RequestType: 'first-request',
  SituationType: 'all-other',
  AllOther: {
    Name: 'Revalidatiecentrum De Hoogstraat',
    CareInstance: {
      Street: 'Heidelberglaan',
      HouseNumber: 100,
      PostalCode: '3584 CX',
      City: 'Utrecht',
      CountryCode: 'NL',
    },
  },
  StartDate: addDays(today, 7),
  EndDate: addDays(today, 180),
  CanTravelOwn: true,
});

/** A valid care mediation request of each kind, as the form sends one (issue 17). */
const careMediationRequests = (customerNumber: string, today: string) => {
  const common = {
    CurrentSelectedCustomerNumber: customerNumber,
    AlreadyWithMediationService: false,
    PhoneNumber: '0612345678',
    MaxTravelDistanceKm: 20,
  };
  return {
    generalPractitioner: { ...common, UnhappyWithGeneralPractitioner: false, HasGeneralPractitioner: false },
    maternityCare: { ...common, DueDate: addDays(today, 150), HasMidwife: false },
    medicalSpecialist: {
      ...common,
      Specialism: 'Orthopedie',
      SecondOpinion: false,
      MriRequestedBySpecialist: false,
      SpecialistConsulted: false,
      OnWaitingList: false,
    },
    districtCare: {
      ...common,
      CareNeeded: 'Wondverzorging',
      StartDate: addDays(today, 7),
      HasIndication: false,
      OnWaitingList: false,
    },
    mentalHealthCare: { ...common, CareType: 'basic', HasReferral: false, OnWaitingList: false },
  };
};

/** Every kind refuses another's customer number before anything is stored (issue 17). */
const careMediationRow = (kind: keyof ReturnType<typeof careMediationRequests>): AccessRow => ({
  access: 'foreign',
  takes: ['body.CurrentSelectedCustomerNumber'],
  probes: ({ person }, { today, user }) =>
    // A minor's own mental-health request is refused for the youth desk (400), not for access.
    kind === 'mentalHealthCare' &&
    person.customerNumber === user.customerNumber &&
    ageOn(person.birthDate, today) < YOUTH_DESK_BELOW_AGE
      ? []
      : [{ body: careMediationRequests(person.customerNumber, today)[kind] }],
});

/** A treatment-abroad request in another's name: refused before anything is stored. */
const treatmentAbroadFor = (kind: TreatmentAbroadKind): AccessRow => ({
  access: 'foreign',
  takes: ['body.CurrentSelectedCustomerNumber'],
  probes: ({ person }, { today }) => [{ body: treatmentAbroadRequest(kind, person.customerNumber, today) }],
});

/** Another person's iDIN session is an unknown id to the caller: one made up stands for them. */
const someoneElsesSession = randomUUID();

const bill = () => [pngLike('nota.png', 2048)];

/** A valid account nobody in the seeded world holds. */
const attackersIban = 'NL91ABNA0417164300';

/**
 * Probes of a policyholder-only call: sent for an agreement the user does not hold (refused), and
 * for the user's own agreement only when they hold it (answered). A partner's or co-insured's own
 * agreement is probed through the other members as targets, so it is refused too.
 */
const heldByUserOrNot = ({ person, household }: Target, user: Person) =>
  person.customerNumber === user.customerNumber
    ? household.policyholder === user.customerNumber
    : household.policyholder !== user.customerNumber;

/** An agreement and a year, probed as payment details are: the user's held agreement answers, any other is refused. */
/** This year and the next: a household without next year's policy requests it (decision 0050). */
const ofHeldAgreementInYear = (target: Target, { user, year }: ProbeContext): Probe[] =>
  heldByUserOrNot(target, user)
    ? [year, year + 1].map((probedYear) => ({
        body: {
          agreementId: target.household.agreementId,
          contractCode: target.household.contractCode,
          year: probedYear,
        },
      }))
    : [];

/** A newborn as the add-insured form sends one (issue 16), born a week before `today`. */
const newborn = (today: string) => ({
  role: 'M',
  isBornRecently: true,
  socialSecurityNumber: '123456782',
  initials: 'L.',
  firstName: 'Lotte',
  prefix: '',
  lastName: 'Vreemd',
  prefixBirthName: '',
  birthName: '',
  gender: 'female',
  birthDate: addDays(today, -7),
  nationality: 'NL',
  startDate: addDays(today, -7),
});

/** Adding a newborn to an agreement the user does not hold (refused); the user's own is not probed. */
const addingNewbornToOthers = ({ household }: Target, { user, today }: ProbeContext): Probe[] =>
  household.policyholder === user.customerNumber
    ? []
    : [
        {
          body: {
            agreementId: household.agreementId,
            contractCode: household.contractCode,
            newlyInsuredPersons: [newborn(today)],
          },
        },
      ];

/** Keyed `<area>.<name>` as in `contract` of @mijn/contract. */
export const accessTable: Record<string, AccessRow> = {
  'agreement.getYearForOfferedAgreement': { access: 'own', takes: [], call: none },
  'agreement.getMostRecentAgreements': { access: 'own', takes: [], call: none, showsParticipation: true },
  'agreement.getAgreementDetailsForYear': {
    access: 'own',
    takes: [],
    call: withYear,
    showsParticipation: true,
  },
  'agreement.getAgreementsByRoleAndFilter': {
    access: 'own',
    takes: [],
    call: () => ({ query: { role: 'H', 'filters[0]': 'active' } }),
  },
  // Payment details are the policyholder's: every agreement the user does not hold is refused, their
  // own family's included (spec §6). About the user: only the policyholder's own agreement answers.
  'agreement.getPaymentDetails': {
    access: 'foreign',
    takes: ['query.agreementId'],
    probes: (target, { user }) =>
      heldByUserOrNot(target, user)
        ? [
            {
              query: {
                agreementId: target.household.agreementId,
                contractCode: target.household.contractCode,
              },
            },
          ]
        : [],
  },
  'agreement.updatePaymentDetails': {
    access: 'foreign',
    takes: ['body.agreementId'],
    probes: (target, { user }) =>
      heldByUserOrNot(target, user)
        ? [
            {
              body: {
                agreementId: target.household.agreementId,
                newAccount: { iban: attackersIban, purposes: ['reimbursement'] },
              },
            },
          ]
        : [],
  },
  'agreement.updateIban': {
    access: 'foreign',
    takes: ['body.agreementId'],
    probes: (target, { user }) =>
      heldByUserOrNot(target, user)
        ? [{ body: { agreementId: target.household.agreementId, iban: attackersIban } }]
        : [],
  },
  'agreement.hasKnownIban': {
    access: 'foreign',
    takes: ['query.agreementId'],
    // A family member's agreement is the user's own too.
    probes: ({ household, sameHousehold }) =>
      sameHousehold ? [] : [{ query: { agreementId: household.agreementId } }],
  },

  // Whether a policy may change: anyone insured on the agreement learns why not (co-insured:
  // not-policyholder); another household's agreement is not found.
  'agreement.agreementMutable': {
    access: 'foreign',
    takes: ['body.agreementId'],
    probes: ({ household, sameHousehold }, { year }) =>
      sameHousehold
        ? []
        : [year, year + 1].map((policyYear) => ({
            body: { agreementId: household.agreementId, contractCode: household.contractCode, policyYear },
          })),
  },
  // Edit policy is the policyholder's alone (spec §4, decision 0005 u-ins): every agreement the user
  // does not hold is refused, their own family's included.
  'contract.getContractCardsForActivePolicies': {
    access: 'foreign',
    takes: ['body.agreementId'],
    probes: ofHeldAgreementInYear,
  },
  'contract.validate': {
    access: 'foreign',
    takes: ['body.agreementId', 'body.chosenInsurances.customerNumber'],
    probes: (target, { user, year }) =>
      heldByUserOrNot(target, user)
        ? [
            {
              body: {
                agreementId: target.household.agreementId,
                contractCode: target.household.contractCode,
                language: 'nl',
                startDate: `${year}-01-01`,
                selectedPaymentTerm: 1,
                chosenInsurances: [
                  {
                    customerNumber: target.person.customerNumber,
                    productComponentCodes: ['MB-NATURA', 'OW-0'],
                  },
                ],
              },
            },
          ]
        : [],
  },
  'contract.reimbursements': {
    access: 'foreign',
    takes: ['body.agreementId'],
    probes: ofHeldAgreementInYear,
  },
  // Probed only with agreements the user does not hold (refused, nothing written); a save of the
  // user's own agreement answers by the clock and changes the world, so policy-change/save.test.ts
  // covers it.
  'contract.saveContractCards': {
    access: 'foreign',
    takes: ['query.agreementNumber', 'body.agreementId', 'body.chosenInsurances.customerNumber'],
    probes: ({ person, household }, { user, year }) =>
      household.policyholder === user.customerNumber
        ? []
        : [
            {
              query: { agreementNumber: household.agreementId },
              body: {
                agreementId: household.agreementId,
                contractCode: household.contractCode,
                language: 'nl',
                startDate: `${year + 1}-01-01`,
                selectedPaymentTerm: 1,
                chosenInsurances: [
                  { customerNumber: person.customerNumber, productComponentCodes: ['MB-NATURA', 'OW-0'] },
                ],
              },
            },
          ],
  },

  // Issue 16: probed only with agreements the user does not hold (404, nothing written); adding a
  // person to the user's own agreement changes the world, so newly-insured.test.ts covers it.
  'agreement.socialSecurityNumberInUse': {
    access: 'foreign',
    takes: ['params.agreementId'],
    probes: ({ household }, { user }) =>
      household.policyholder === user.customerNumber
        ? []
        : [
            {
              params: { agreementId: String(household.agreementId) },
              body: { socialSecurityNumber: '123456782' },
            },
          ],
  },
  'cancellationServicePeriod.validateDate': {
    access: 'own',
    takes: [],
    call: ({ today }) => ({ query: { date: today } }),
  },
  'contract.getContractCardsForNewlyInsuredPersons': {
    access: 'foreign',
    takes: ['body.agreementId'],
    probes: (target, c) => addingNewbornToOthers(target, c),
  },
  'contract.saveContractCardsForNewlyInsuredPersons': {
    access: 'foreign',
    takes: ['body.agreementId', 'body.chosenInsurances.customerNumber', 'query.agreementNumber'],
    probes: (target, c) =>
      addingNewbornToOthers(target, c).map(({ body }) => ({
        query: { agreementNumber: target.household.agreementId },
        body: { ...(body as object), chosenInsurances: [] },
      })),
  },

  'customer.getAllCustomersWithPolicyForYear': {
    access: 'own',
    takes: [],
    call: ({ year }) => ({ query: { year, checkForOffer: 'true' } }),
  },
  'customer.getAllCustomersWithActiveInsuranceCard': { access: 'own', takes: [], call: none },
  'customer.getAllCustomersWithPolicy': { access: 'own', takes: [], call: none },
  'customer.getAllCustomersWithPolicyInPast': { access: 'own', takes: [], call: none },
  'customer.getAllCustomersWithActivePolicy': { access: 'own', takes: [], call: none },
  'customer.getCustomerDetails': {
    access: 'foreign',
    takes: ['query.customerNumber'],
    probes: ofPerson,
  },
  'customer.revealSocialSecurityNumber': {
    access: 'foreign',
    takes: ['query.customerNumber'],
    probes: ofPerson,
  },
  'customer.updateCustomer': {
    access: 'foreign',
    takes: ['body.customerNumber'],
    // The person's details as registered: only whose details they are decides the answer.
    probes: ({ person: { customerNumber, registered } }) => [
      { body: { customerNumber, ...unchangedDetails(registered) } },
    ],
  },

  'account.login': {
    access: 'proof',
    takes: ['body.username'],
    probes: ({ person }) =>
      person.username ? [{ body: { username: person.username, password: 'Not-their-password-1!' } }] : [],
  },
  // The login-token steps: an access token is not a login token.
  'account.resendVerificationCode': { access: 'own', flow: ['login-token'], takes: [], call: none },
  'account.validateVerificationCode': {
    access: 'own',
    flow: ['login-token'],
    takes: [],
    call: () => ({ body: { verificationCode: wrongCode } }),
  },
  'account.getAccountDetails': { access: 'own', takes: [], call: none },
  'account.getLoginHistory': { access: 'own', takes: [], call: none },
  'notification.getPreferences': { access: 'own', takes: [], call: none },
  'notification.updatePreferences': {
    access: 'own',
    takes: [],
    call: () => ({ body: { emailClaimPaid: true, emailLetterArrived: false, emailPaymentLate: true } }),
  },
  'notification.getPushKey': { access: 'own', takes: [], call: none },
  'notification.registerPushSubscription': {
    access: 'own',
    takes: [],
    call: ({ user }) => ({
      body: {
        endpoint: `https://push.example.invalid/${user.customerNumber}`,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
    }),
  },
  'notification.unregisterPushSubscription': {
    access: 'own',
    takes: [],
    call: ({ user }) => ({ body: { endpoint: `https://push.example.invalid/${user.customerNumber}` } }),
  },
  'account.resetUsername': {
    access: 'proof',
    takes: ['body.policyNumber'],
    probes: ({ person }) =>
      person.policyNumbers.map((policyNumber) => ({ body: { policyNumber, birthDate: wrongBirthDate } })),
  },
  'account.resetPassword': {
    access: 'proof',
    takes: ['body.username'],
    probes: ({ person }) =>
      person.username ? [{ body: { username: person.username, birthDate: wrongBirthDate } }] : [],
  },
  'account.validateVerificationCodeResetFlow': {
    access: 'own',
    flow: ['login-token'],
    takes: [],
    call: () => ({ body: { verificationCode: wrongCode, resetType: 'password' } }),
  },
  'account.updatePassword': {
    access: 'not-called',
    flow: ['password-reset-token'],
    takes: [],
    why: "Changes the caller's own password and ends their sessions; it takes no identifier (auth/attacker.test.ts, modules/account tests)",
  },
  'account.logout': {
    access: 'not-called',
    takes: [],
    why: "Ends the caller's own session, the one the matrix uses; it takes no identifier (modules/account/sessions.test.ts)",
  },
  'account.updateLanguage': {
    access: 'own',
    takes: [],
    call: () => ({ body: { language: 'en' } }),
  },
  'account.updatePhoneNumber': {
    access: 'own',
    flow: ['login-token', 'registration-token'],
    takes: [],
    call: () => ({ body: { phoneNumber: '0612340000' } }),
  },

  'passkey.getPasskeys': { access: 'own', takes: [], call: none },
  'passkey.getRegistrationOptions': {
    access: 'not-called',
    takes: [],
    why: "Needs the caller's current password (the matrix users' differ) and answers a challenge for their own account; it takes no identifier (modules/passkey/registration.test.ts)",
  },
  'passkey.register': {
    access: 'not-called',
    takes: [],
    why: "Needs an authenticator's answer to the caller's own session's challenge; it takes no identifier (modules/passkey/registration.test.ts)",
  },
  'passkey.remove': {
    access: 'own',
    takes: [],
    // Only the account's own passkeys are found: another's id is as unknown as this one (removal.test.ts).
    call: () => ({ body: { id: randomUUID() } }),
  },
  'passkey.getLoginOptions': {
    access: 'foreign',
    answersOwn:
      'Any username is answered alike, known or not (no enumeration): a challenge and the credential ids to try, naming no one (decision 0064)',
    takes: ['body.username'],
    probes: ({ person }) => (person.username ? [{ body: { username: person.username } }] : []),
  },
  // The passkey-token step: an access token is not a passkey token.
  'passkey.login': {
    access: 'own',
    flow: ['passkey-token'],
    takes: [],
    call: () => ({
      body: {
        credential: {
          id: 'AAAA',
          rawId: 'AAAA',
          type: 'public-key',
          response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
        },
      },
    }),
  },

  'createAccount.isValid': {
    access: 'proof',
    takes: ['body.agreementId', 'body.username'],
    probes: ({ household, sameHousehold }) =>
      sameHousehold
        ? []
        : [{ body: { agreementId: String(household.agreementId), birthDate: wrongBirthDate } }],
  },
  'createAccount.sendActivationCode': {
    access: 'proof',
    flow: ['registration-token'],
    takes: ['body.customerNumber'],
    probes: ({ person }) => [
      { body: { email: 'attacker@example.com', customerNumber: person.customerNumber } },
    ],
  },
  'createAccount.validateActivationCode': {
    access: 'own',
    flow: ['registration-token'],
    takes: [],
    call: () => ({ body: { email: 'attacker@example.com', code: wrongCode } }),
  },
  'createAccount.sendVerificationCode': {
    access: 'own',
    flow: ['registration-token'],
    takes: [],
    call: none,
  },
  'createAccount.createAccount': {
    access: 'proof',
    flow: ['registration-token'],
    takes: ['body.username'],
    probes: ({ person }) =>
      person.username
        ? [{ body: { verificationCode: wrongCode, username: person.username, password: 'Overname-2026!' } }]
        : [],
  },

  'idin.bankOptions': { access: 'public', takes: [], call: none },
  'idin.createSession': {
    access: 'public',
    takes: [],
    call: () => ({
      headers: { host: 'localhost:8080' },
      body: { iDINFlow: 1, bankIssuer: 'INGBNL2A', clientBaseUrl: 'http://localhost:8080' },
    }),
  },
  'idin.returnFromBank': {
    access: 'proof',
    takes: ['query.state'],
    probes: () => [{ query: { state: someoneElsesSession, code: 'guess' } }],
  },
  'idin.processAuthentication': {
    access: 'proof',
    takes: ['body.sessionId'],
    probes: () => [{ body: { sessionId: someoneElsesSession, clientCode: 'guess' } }],
  },
  'idin.processIdentification': {
    access: 'proof',
    takes: ['body.sessionId'],
    probes: () => [{ body: { sessionId: someoneElsesSession, clientCode: 'guess' } }],
  },
  'idin.processError': {
    access: 'proof',
    takes: ['body.sessionId'],
    probes: () => [{ body: { sessionId: someoneElsesSession } }],
  },

  'accountChanges.updateAccountDetails': {
    access: 'foreign',
    answersOwn:
      "Spec §7's answer to a taken username is usernameExists: true, and nothing changes; it names no one (decision 0043)",
    takes: ['body.username'],
    probes: ({ person }) => (person.username ? [{ body: { username: person.username } }] : []),
  },
  'accountChanges.startPhoneNumberChange': {
    access: 'own',
    takes: [],
    call: () => ({ body: { phoneNumber: '0612340000' } }),
  },
  'accountChanges.startEmailAddressChange': {
    access: 'own',
    takes: [],
    call: () => ({ body: { emailAddress: 'matrix.probe@example.nl' } }),
  },
  'accountChanges.confirmContactChange': {
    access: 'not-called',
    takes: [],
    why: "Applies the caller's own pending change of their own session with its code; it takes no identifier (modules/account-changes tests: another account's code, another session)",
  },
  'accountPopups.signTermsOfAgreement': { access: 'own', takes: [], call: none },
  'accountPopups.declineDigitalPopUp': { access: 'own', takes: [], call: none },
  'accountPopups.getEmailAddress': { access: 'own', takes: [], call: none },
  'accountPopups.updateContactDetails': {
    access: 'own',
    takes: [],
    call: () => ({ body: { digitalNewsletterActive: true } }),
  },

  'careMediation.generalPractitioner': careMediationRow('generalPractitioner'),
  'careMediation.maternityCare': careMediationRow('maternityCare'),
  'careMediation.medicalSpecialist': careMediationRow('medicalSpecialist'),
  'careMediation.districtCare': careMediationRow('districtCare'),
  'careMediation.mentalHealthCare': careMediationRow('mentalHealthCare'),

  'collectivity.contactInfo': { access: 'public', takes: [], call: none },
  'contact.sendForm': {
    access: 'foreign',
    takes: ['body.CustomerNumber'],
    // A question in another's name: refused before anything is stored.
    probes: ({ person }) => [
      { body: { CustomerNumber: person.customerNumber, Subject: 'other', Question: 'Hoe gaat het?' } },
    ],
  },
  'content.appConfig': { access: 'public', takes: [], call: none },
  'content.menu': { access: 'public', takes: [], call: none },
  'content.tiles': { access: 'public', takes: [], call: none },
  'content.webManifest': { access: 'public', takes: [], call: none },

  'debitan.invoices': { access: 'own', takes: [], call: none },
  'debitan.invoiceAttachments': { access: 'foreign', takes: ['params.invoiceNumber'], probes: ofInvoices },
  'debitan.onlinePaymentAvailability': { access: 'own', takes: [], call: none },
  // Paying another household's invoice, or reading its payment, is refused like opening it.
  'debitan.startOnlinePayment': { access: 'foreign', takes: ['params.invoiceNumber'], probes: ofInvoices },
  'debitan.onlinePayment': { access: 'foreign', takes: ['params.invoiceNumber'], probes: ofInvoices },
  // The provider's confirmation carries a payment id only; the matrix sends one the portal never made.
  'debitan.onlinePaymentWebhook': {
    access: 'public',
    takes: [],
    call: () => ({ body: { id: 'tr_NotAPaymentOfAnyone' } }),
  },
  'debitan.paymentArrangements': { access: 'own', takes: [], call: none },
  'debitan.requestPaymentArrangement': {
    access: 'foreign',
    takes: ['body.invoiceNumbers'],
    // Every other rule of the request holds, so only whose invoice it is can refuse it.
    probes: ({ household, sameHousehold }, { today }) =>
      sameHousehold
        ? []
        : household.invoiceNumbers.map((invoiceNumber) => ({
            body: {
              invoiceNumbers: [invoiceNumber],
              numberOfTerms: 2,
              startDate: firstTermWindow(today).earliest,
              iban: 'NL91ABNA0417164300',
              directDebitAuthorization: true,
            },
          })),
  },

  'declaration.getDeclarationsPreview': { access: 'own', takes: [], call: none },
  'declaration.getDeclarations': { access: 'foreign', takes: ['query.customerNumber'], probes: ofCustomer },
  'declaration.getDeclaration': {
    access: 'foreign',
    takes: ['query.declarationId', 'query.recordId'],
    // By declaration id alone, and with its record id: the oldest one way, the newest the other.
    probes: ({ person }) =>
      person.declarations.map(({ declarationId, recordId }, index) => ({
        query: index === 0 ? { declarationId } : { declarationId, recordId },
      })),
  },
  'declaration.readAll': { access: 'own', takes: [], call: none },
  'declaration.submitDeclaration': {
    access: 'foreign',
    // TravelInsurancePolicyNumber is the policy number at another (travel) insurer: free text.
    takes: ['body.CurrentSelectedCustomerNumber', 'body.Abroad.TravelInsurancePolicyNumber'],
    probes: ({ person }, { today }) => [
      {
        body: inlandClaimFields({ customerNumber: person.customerNumber, treatmentDate: addDays(today, -3) }),
        files: bill(),
      },
    ],
  },
  'declaration.validateAttachmentsReadability': {
    access: 'own',
    takes: [],
    call: () => ({ body: {}, files: bill() }),
  },
  'declaration.readBill': {
    access: 'own',
    takes: [],
    call: () => ({ body: {}, files: bill() }),
  },

  'seatedPatientTransport.request': {
    access: 'foreign',
    takes: ['body.CurrentSelectedCustomerNumber'],
    probes: ({ person }, { today }) => [{ body: seatedTransportRequest(person.customerNumber, today) }],
  },

  'treatmentAbroad.medicalTreatment': treatmentAbroadFor('medical-treatment'),
  'treatmentAbroad.fertilityTreatment': treatmentAbroadFor('fertility-treatment'),
  'treatmentAbroad.nursingAndCare': treatmentAbroadFor('nursing-and-care'),
  'treatmentAbroad.mentalHealth': treatmentAbroadFor('mental-health'),
  'treatmentAbroad.kidneyDialysis': treatmentAbroadFor('kidney-dialysis'),

  'address.lookup': {
    access: 'public',
    takes: [],
    call: () => ({ query: { postalCode: '3584CX', houseNumber: 100 } }),
  },

  'document.getUnreadDocumentCount': { access: 'own', takes: [], call: none },
  'document.getDocumentList': { access: 'own', takes: [], call: none },
  'document.downloadDocument': {
    access: 'foreign',
    takes: ['params.documentId'],
    probes: ({ person }) => person.documentIds.map((documentId) => ({ params: { documentId } })),
  },
  'document.getLetter': {
    access: 'foreign',
    takes: ['params.documentId'],
    probes: ({ person }) => person.documentIds.map((documentId) => ({ params: { documentId } })),
  },
  'document.getGenericDocumentList': { access: 'own', takes: [], call: withYear },
  'document.downloadGenericDocument': {
    access: 'foreign',
    takes: ['params.documentId'],
    // Product conditions are not personal: only those of products no one visible holds are foreign.
    probes: ({ person }, { visible }) =>
      person.genericDocumentIds
        .filter((documentId) => !visible.some((other) => other.genericDocumentIds.includes(documentId)))
        .map((documentId) => ({ params: { documentId } })),
  },

  'insuranceCard.getDigitalInsuranceCardInformation': { access: 'own', takes: [], call: none },
  'insuranceCard.requestInsuranceCard': {
    access: 'foreign',
    takes: ['body.customerNumbers'],
    probes: ({ person }, { user }) => [
      { body: { customerNumbers: [person.customerNumber] } },
      { body: { customerNumbers: [user.customerNumber, person.customerNumber] } },
    ],
  },
  'insuranceCard.downloadInsuranceCard': {
    access: 'foreign',
    takes: ['query.customerNumber'],
    probes: ofPerson,
  },

  'insuranceRight.get': { access: 'own', takes: [], call: none },
  // The check is always the sender's own: the form names no one (decision 0054).
  'insuranceRight.send': {
    access: 'own',
    takes: [],
    call: () => ({
      body: { HasDutchIncome: true, HasBenefit: false, HasOtherIncome: false, IsSelfEmployed: false },
      files: bill(),
    }),
  },
  'medicalSelection.validateAndSave': {
    access: 'foreign',
    takes: [
      'body.agreementDetails.agreementId',
      'body.requestedContract.customerNumber',
      'body.medicalSelection.policyNumber',
    ],
    // The policyholder answers for everyone insured on their agreement, whatever their age.
    probes: ({ person, household, onUsersAgreement }, { today, year }) =>
      onUsersAgreement
        ? []
        : [
            {
              body: {
                agreementDetails: {
                  agreementId: household.agreementId,
                  contractCode: household.contractCode,
                  year: year + 1,
                },
                requestedContract: { productComponentCode: 'TA-1000', customerNumber: person.customerNumber },
                medicalSelection: { policyNumber: person.policyNumbers[0], ...healthyAnswers(today) },
              },
            },
          ],
  },
  'memberOffer.list': { access: 'own', takes: [], call: () => ({ params: { type: 'all' } }) },
  'memberOffer.tip': {
    access: 'own',
    takes: [],
    call: () => ({ body: { companyName: 'Fietsenmaker', suggestion: 'Korting op onderhoud van fietsen.' } }),
  },
  'news.news': { access: 'own', takes: [], call: none },
  'news.beforeAuthorization': { access: 'public', takes: [], call: none },

  'dev.outbox': {
    access: 'not-called',
    takes: [],
    why: 'Development tool that lists every message by design; it does not exist with OUTBOX off, as production requires (modules/dev/outbox.test.ts)',
  },
  // The test app's clock is not pinned: reading it answers 404 and names no one.
  'dev.clock': { access: 'public', takes: [], call: none },
  // Submission ids, attempts and reasons only; from another machine it answers 404.
  'dev.failingClaims': { access: 'public', takes: [], call: none },
  'dev.moveClock': {
    access: 'not-called',
    takes: [],
    why: 'Development tool that moves the pinned clock of an e2e server; it exists only with CLOCK_START, which production refuses (modules/dev/clock.test.ts)',
  },

  'policy.getActivePolicyNumber': {
    access: 'foreign',
    takes: ['query.customerNumber'],
    probes: ofPerson,
  },
  'policy.getExcess': { access: 'foreign', takes: ['query.customerNumber'], probes: ofCustomer },
  'policy.getFinancialSummary': { access: 'foreign', takes: ['query.customerNumber'], probes: ofCustomer },
  'policy.getPolicyInfoForYear': {
    access: 'foreign',
    answersOwn:
      "A policy number is looked up among the policies of the user (or of the visible customer asked for): another's answers null",
    takes: ['query.customerNumber', 'query.policyNumber'],
    probes: ({ person }, { year }) => [
      { query: { customerNumber: person.customerNumber, year } },
      ...person.policyNumbers.map((policyNumber) => ({ query: { policyNumber, year } })),
    ],
  },
};
