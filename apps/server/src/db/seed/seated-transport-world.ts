import { addDays, addMonths, addYears } from '@mijn/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { customers, seatedTransportRequests } from '../schema.ts';

async function customerNumberOf(db: Db, firstName: string, lastName: string): Promise<string> {
  const [row] = await db
    .select({ customerNumber: customers.customerNumber })
    .from(customers)
    .where(and(eq(customers.firstName, firstName), eq(customers.lastName, lastName)));
  if (!row) throw new Error(`Seed needs ${firstName} ${lastName}`);
  return row.customerNumber;
}

const dialysisCentre = {
  Name: 'Dialysecentrum Arnhem',
  Address: {
    Street: 'Wagnerlaan',
    HouseNumber: 55,
    PostalCode: '6815 AD',
    City: 'Arnhem',
    CountryCode: 'NL',
  },
  Duration: { Amount: 12, Unit: 2 },
  Distance: { Amount: 18, Unit: 'km' },
  AmountTransportNeeded: { Amount: 3, Unit: 1 },
};

/**
 * Seated patient transport requests (decision 0012): Peter Jansen's dialysis transport is approved
 * from a month ago to a year ahead, so his transport claims for it are reimbursed in the demo; Mark
 * Peters asked for transport to a rehabilitation clinic, which the basic insurance does not cover.
 */
export async function seedSeatedTransportWorld(db: Db, today: string): Promise<void> {
  const peter = await customerNumberOf(db, 'Peter', 'Jansen');
  const mark = await customerNumberOf(db, 'Mark', 'Peters');
  const received = addDays(addMonths(today, -1), -3);
  const travel = {
    CanTravelOwn: false,
    CanTravelPublic: false,
    CanOnlyTravelCab: true,
    OnlyTravelCabExplanation: 'Na de dialyse ben ik te moe en te duizelig om zelf te reizen.',
    NeedsEscort: false,
  };
  await db.insert(seatedTransportRequests).values([
    {
      customerNumber: peter,
      requestedBy: peter,
      requestType: 'first-request',
      situationType: 'hardship-clause',
      fields: {
        RequestType: 'first-request',
        SituationType: 'hardship-clause',
        Hardship: {
          Indication: 'Nierdialyse, drie keer per week',
          MultipleInstances: false,
          CareInstances: [dialysisCentre],
        },
        StartDate: addMonths(today, -1),
        EndDate: addYears(today, 1),
        ...travel,
      },
      startDate: addMonths(today, -1),
      endDate: addYears(today, 1),
      status: 'approved',
      assessedAt: new Date(`${received}T10:00:00Z`),
      decisionReason:
        'U hebt langdurig en minstens wekelijks vervoer nodig naar uw behandeling (hardheidsclausule).',
      receivedDate: received,
    },
    {
      customerNumber: mark,
      requestedBy: mark,
      requestType: 'first-request',
      situationType: 'all-other',
      fields: {
        RequestType: 'first-request',
        SituationType: 'all-other',
        AllOther: { Name: 'Revalidatiecentrum De Hoogstraat', CareInstance: dialysisCentre.Address },
        StartDate: addDays(today, -20),
        EndDate: addMonths(today, 3),
        ...travel,
      },
      startDate: addDays(today, -20),
      endDate: addMonths(today, 3),
      status: 'rejected',
      assessedAt: new Date(`${addDays(today, -21)}T10:00:00Z`),
      decisionReason:
        'Zittend ziekenvervoer wordt alleen vergoed bij nierdialyse, oncologische behandeling, een visuele beperking, rolstoelafhankelijkheid of via de hardheidsclausule.',
      receivedDate: addDays(today, -21),
    },
  ]);
}
