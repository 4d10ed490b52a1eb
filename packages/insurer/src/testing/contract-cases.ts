import type { AreaName } from '../port.ts';
import { addressesCases } from './addresses.contract.ts';
import { agreementsCases } from './agreements.contract.ts';
import { arrangementsCases } from './arrangements.contract.ts';
import { attachmentsCases } from './attachments.contract.ts';
import { careRequestsCases } from './care-requests.contract.ts';
import { catalogueCases } from './catalogue.contract.ts';
import { changesCases } from './changes.contract.ts';
import { claimsCases } from './claims.contract.ts';
import { consumptionCases } from './consumption.contract.ts';
import { contactCases } from './contact.contract.ts';
import type { AreaCases } from './contract-case.ts';
import { customersCases } from './customers.contract.ts';
import { declarationsCases } from './declarations.contract.ts';
import { documentsCases } from './documents.contract.ts';
import { eventsCases } from './events.contract.ts';
import { healthCases } from './health.contract.ts';
import { householdsCases } from './households.contract.ts';
import { insuranceCardsCases } from './insurance-cards.contract.ts';
import { insuranceRightCases } from './insurance-right.contract.ts';
import { invoicesCases } from './invoices.contract.ts';
import { medicalSelectionCases } from './medical-selection.contract.ts';
import { newlyInsuredCases } from './newly-insured.contract.ts';
import { offersCases } from './offers.contract.ts';
import { paymentDetailsCases } from './payment-details.contract.ts';
import { paymentsCases } from './payments.contract.ts';
import { policiesCases } from './policies.contract.ts';
import { policyChangesCases } from './policy-changes.contract.ts';

/** The contract cases of every area, one file each, so each work package writes its own. */
export const contractCases: { readonly [Name in AreaName]: AreaCases<Name> } = {
  addresses: addressesCases,
  agreements: agreementsCases,
  arrangements: arrangementsCases,
  attachments: attachmentsCases,
  careRequests: careRequestsCases,
  catalogue: catalogueCases,
  changes: changesCases,
  claims: claimsCases,
  consumption: consumptionCases,
  contact: contactCases,
  customers: customersCases,
  declarations: declarationsCases,
  documents: documentsCases,
  events: eventsCases,
  health: healthCases,
  households: householdsCases,
  insuranceCards: insuranceCardsCases,
  insuranceRight: insuranceRightCases,
  invoices: invoicesCases,
  medicalSelection: medicalSelectionCases,
  newlyInsured: newlyInsuredCases,
  offers: offersCases,
  paymentDetails: paymentDetailsCases,
  payments: paymentsCases,
  policies: policiesCases,
  policyChanges: policyChangesCases,
};
