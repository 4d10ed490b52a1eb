import { serverMessages as server } from '@mijn/contract';
import type { ScreenFlow, ServerMessageRule } from '../screen-error.ts';

const savingFailed = {
  byStatus: {},
  fallback: 'errors:save-details.error-saving',
  blocked: 'errors:login.blocked',
};

// The state of the agreement changed since the screen showed what may change (decision 0040).
export const savePaymentDetailsFailures: ScreenFlow = {
  rules: [
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
  ...savingFailed,
};

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

// Saving the edit-policy cards (Contract/SaveContractCards): the texts of spec §8 Edit policy.
export const savePolicyChangeFailures: ScreenFlow = {
  rules: [
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
  ...savingFailed,
};

// Adding insured persons (decision 0052): the texts of spec §8 Add insured, then the cards' refusals.
export const addInsuredFailures: ScreenFlow = {
  rules: [
    { startsWith: server.noActivePolicy, key: 'errors:add-insured.no-active-policy' },
    { startsWith: server.partnerAlreadyExists, key: 'errors:add-insured.partner-already-exists' },
    { startsWith: server.socialSecurityNumberAlreadyInUse, key: 'errors:add-insured.bsn-in-use' },
    { startsWith: server.startDateOutsideAgreement, key: 'errors:add-insured.start-date-outside-agreement' },
    { startsWith: server.newbornTooLate, key: 'errors:add-insured.newborn-too-late' },
    { startsWith: server.offerYearUnknown, key: 'errors:add-insured.offer-year-unknown' },
    { startsWith: server.agreementNotFound, key: 'errors:add-insured.agreement-not-found' },
    ...cardRules,
  ],
  ...savingFailed,
  fallback: 'errors:add-insured.default',
};
