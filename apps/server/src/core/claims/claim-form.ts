import { SubmitDeclarationFields } from '@mijn/contract';
import type { z } from 'zod';
import {
  type ClaimActivity,
  type ClaimLines,
  careTypeNamesNl,
  OWN_CAR_CENTS_PER_KM,
  toEuroCents,
} from '../../insurer/legacy/claims.ts';

/** The POST Declaration form after validation: amounts in cents (abroad: in its own currency). */
export type SubmittedClaim = z.output<typeof SubmitDeclarationFields>;

/**
 * A form read back from the database, stored as sent and parsed with the contract's schema, never
 * cast: one that no longer matches fails loudly, naming its fields but never their values.
 */
export function parseStoredClaimForm(submissionId: string, stored: unknown): SubmittedClaim {
  const parsed = SubmitDeclarationFields.safeParse(stored);
  if (parsed.success) return parsed.data;
  const paths = new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(the form)'));
  throw new Error(
    `Submission ${submissionId}: its stored form no longer matches the contract at ${[...paths].join(', ')}`,
  );
}

/** What a submitted form claims, in the simulated core's terms, and where on the form its amount is. */
export interface ClaimFacts extends ClaimLines {
  /** The path of the amount field, for the 2000 euro message. */
  amountPath: string;
}

const travelNames = { own: 'eigen auto', public: 'openbaar vervoer', taxi: 'taxi' } as const;
const extraCostNames = { ferry: 'veerpont', toll: 'tol', tunnel: 'tunnel' } as const;

/**
 * Reads the claim of a validated form; undefined when an abroad claim is in a currency the fixed
 * rate table does not know (refused at submission).
 */
export function claimFacts(form: SubmittedClaim): ClaimFacts | undefined {
  if (form.IsTransportCosts && form.Transport) return transportFacts(form.Transport);
  if (form.IsAbroad && form.Abroad) {
    const abroad = form.Abroad;
    const euro = toEuroCents(abroad.Amount, abroad.Currency);
    if (euro === undefined) return undefined;
    const money = `${(abroad.Amount / 100).toFixed(2).replace('.', ',')} ${abroad.Currency}`;
    return {
      kind: 'abroad',
      careType: 'abroad',
      countryCode: abroad.Country,
      careProvider: `Zorgverlener buitenland (${abroad.Country})`,
      treatmentDate: abroad.DateFrom,
      lastTreatmentDate: abroad.DateTo,
      activities: [
        {
          date: abroad.DateFrom,
          description: `Zorg in het buitenland (${abroad.Country}), ${money}: ${abroad.Description}`.slice(
            0,
            300,
          ),
          declaredCents: euro,
        },
      ],
      totalCents: euro,
      amountPath: 'Abroad.Amount',
    };
  }
  const inland = form.Inland;
  if (!inland) throw new Error('A validated claim has the part its flags name');
  return {
    kind: 'inland',
    careType: inland.CareType,
    careProvider: inland.CareProvider,
    treatmentDate: inland.TreatmentDate,
    lastTreatmentDate: null,
    activities: [
      {
        date: inland.TreatmentDate,
        description: `${careTypeNamesNl[inland.CareType]}: ${inland.CareProvider}`,
        declaredCents: inland.Amount,
      },
    ],
    totalCents: inland.Amount,
    amountPath: 'Inland.Amount',
  };
}

function transportFacts(transport: NonNullable<SubmittedClaim['Transport']>): ClaimFacts {
  const trips = transport.Trips;
  const route = `${transport.From.City} - ${transport.To.City}`;
  const travel = travelNames[transport.TravelType];
  // Tickets or taxi bills are given as one amount for all trips: spread evenly, cents to the first.
  const shared = transport.Amount ?? 0;
  const base = Math.floor(shared / trips.length);
  const activities: ClaimActivity[] = [];
  trips.forEach((trip, index) => {
    const legs = trip.IsSingleTrip ? 1 : 2;
    const way = trip.IsSingleTrip ? 'enkele reis' : 'retour';
    const cents =
      transport.TravelType === 'own'
        ? (transport.DistanceKm ?? 0) * OWN_CAR_CENTS_PER_KM * legs
        : base + (index < shared - base * trips.length ? 1 : 0);
    const distance = transport.TravelType === 'own' ? `, ${legs} x ${transport.DistanceKm} km` : '';
    activities.push({
      date: trip.Date,
      description: `Rit ${travel} ${route}, ${way}${distance}`,
      declaredCents: cents,
    });
    if (trip.ExtraCostType && trip.ExtraCostAmount !== undefined) {
      activities.push({
        date: trip.Date,
        description: `Extra kosten ${extraCostNames[trip.ExtraCostType]}`,
        declaredCents: trip.ExtraCostAmount,
      });
    }
  });
  const sorted = trips.map((trip) => trip.Date).sort();
  const first = sorted[0] ?? '';
  const last = sorted[sorted.length - 1] ?? first;
  return {
    kind: 'transport',
    careType: 'transport',
    transportTreatment: transport.TreatmentType,
    careProvider: `Vervoer (${travel})`,
    treatmentDate: first,
    lastTreatmentDate: last === first ? null : last,
    activities,
    totalCents: activities.reduce((sum, activity) => sum + activity.declaredCents, 0),
    amountPath: transport.TravelType === 'own' ? 'Transport.DistanceKm' : 'Transport.Amount',
  };
}
