import { addresses } from './areas/addresses.ts';
import { agreements } from './areas/agreements.ts';
import { arrangements } from './areas/arrangements.ts';
import { attachments } from './areas/attachments.ts';
import { careRequests } from './areas/care-requests.ts';
import { catalogue } from './areas/catalogue.ts';
import { changes } from './areas/changes.ts';
import { claims } from './areas/claims.ts';
import { consumption } from './areas/consumption.ts';
import { contact } from './areas/contact.ts';
import { customers } from './areas/customers.ts';
import { declarations } from './areas/declarations.ts';
import { documents } from './areas/documents.ts';
import { events } from './areas/events.ts';
import { health } from './areas/health.ts';
import { households } from './areas/households.ts';
import { insuranceCards } from './areas/insurance-cards.ts';
import { insuranceRight } from './areas/insurance-right.ts';
import { invoices } from './areas/invoices.ts';
import { medicalSelection } from './areas/medical-selection.ts';
import { newlyInsured } from './areas/newly-insured.ts';
import { offers } from './areas/offers.ts';
import { paymentDetails } from './areas/payment-details.ts';
import { payments } from './areas/payments.ts';
import { policies } from './areas/policies.ts';
import { policyChanges } from './areas/policy-changes.ts';
import type { AreaPort } from './operation.ts';

/**
 * Every area of the insurer the portal talks to (docs/insurer-port.md lists their operations). An
 * area without operations yet is listed all the same, so each work package fills its own file.
 */
export const insurerAreas = {
  addresses,
  agreements,
  arrangements,
  attachments,
  careRequests,
  catalogue,
  changes,
  claims,
  consumption,
  contact,
  customers,
  declarations,
  documents,
  events,
  health,
  households,
  insuranceCards,
  insuranceRight,
  invoices,
  medicalSelection,
  newlyInsured,
  offers,
  paymentDetails,
  payments,
  policies,
  policyChanges,
} as const;

export type InsurerAreas = typeof insurerAreas;
export type AreaName = keyof InsurerAreas;

/** What the portal asks of the insurer: implemented by the simulation in process, and over HTTP. */
export type InsurerPort = { readonly [Name in AreaName]: AreaPort<InsurerAreas[Name]> };
