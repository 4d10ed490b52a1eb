import type { InsurerPort } from '@mijn/insurer';
import { addressesPort } from './addresses/port.ts';
import { agreementsPort } from './agreements/port.ts';
import { arrangementsPort } from './arrangements/port.ts';
import { attachmentsPort } from './attachments/port.ts';
import { careRequestsPort } from './care-requests/port.ts';
import { cataloguePort } from './catalogue/port.ts';
import { changesPort } from './changes/port.ts';
import { claimsPort } from './claims/port.ts';
import { consumptionPort } from './consumption/port.ts';
import { contactPort } from './contact/port.ts';
import { customersPort } from './customers/port.ts';
import { declarationsPort } from './declarations/port.ts';
import type { InsurerDeps } from './deps.ts';
import { documentsPort } from './documents/port.ts';
import { eventsPort } from './events/port.ts';
import { healthPort } from './health/port.ts';
import { householdsPort } from './households/port.ts';
import { insuranceCardsPort } from './insurance-cards/port.ts';
import { insuranceRightPort } from './insurance-right/port.ts';
import { invoicesPort } from './invoices/port.ts';
import { medicalSelectionPort } from './medical-selection/port.ts';
import { newlyInsuredPort } from './newly-insured/port.ts';
import { offersPort } from './offers/port.ts';
import { paymentDetailsPort } from './payment-details/port.ts';
import { paymentsPort } from './payments/port.ts';
import { policiesPort } from './policies/port.ts';
import { policyChangesPort } from './policy-changes/port.ts';

/**
 * The simulated insurer in the portal's process: each area's use cases bound to the dependencies,
 * called as plain functions (no serialization, no parsing), so the port costs the request path
 * nothing. One slot per area, each built in its own folder.
 */
export function createEmbeddedInsurer(deps: InsurerDeps): InsurerPort {
  return {
    addresses: addressesPort(deps),
    agreements: agreementsPort(deps),
    arrangements: arrangementsPort(deps),
    attachments: attachmentsPort(deps),
    careRequests: careRequestsPort(deps),
    catalogue: cataloguePort(deps),
    changes: changesPort(deps),
    claims: claimsPort(deps),
    consumption: consumptionPort(deps),
    contact: contactPort(deps),
    customers: customersPort(deps),
    declarations: declarationsPort(deps),
    documents: documentsPort(deps),
    events: eventsPort(deps),
    health: healthPort(deps),
    households: householdsPort(deps),
    insuranceCards: insuranceCardsPort(deps),
    insuranceRight: insuranceRightPort(deps),
    invoices: invoicesPort(deps),
    medicalSelection: medicalSelectionPort(deps),
    newlyInsured: newlyInsuredPort(deps),
    offers: offersPort(deps),
    paymentDetails: paymentDetailsPort(deps),
    payments: paymentsPort(deps),
    policies: policiesPort(deps),
    policyChanges: policyChangesPort(deps),
  };
}
