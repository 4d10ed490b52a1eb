import { roles } from '@mijn/domain';
import { z } from 'zod/mini';
import { area, command, query } from '../operation.ts';
import { CustomerNumber, Day, Viewer } from '../values.ts';

/** A person as the insurer registers them: their name, gender and birth date. */
export const Person = z.object({
  customerNumber: CustomerNumber,
  initials: z.string(),
  firstName: z.string(),
  prefix: z.nullable(z.string()),
  lastName: z.string(),
  gender: z.enum(['male', 'female']),
  birthDate: Day,
});

/** Where the insurer writes to a person; a Dutch postal code without its space. */
export const Address = z.object({
  street: z.string(),
  houseNumber: z.int(),
  houseNumberAddition: z.nullable(z.string()),
  zipCode: z.string(),
  city: z.string(),
  /** ISO 3166 alpha-2. */
  country: z.string(),
});

/** The names a person is registered under; the call name may change freely, the rest only in spelling. */
const Names = z.object({
  firstName: z.string(),
  initials: z.string(),
  prefix: z.nullable(z.string()),
  lastName: z.string(),
  prefixMaidenName: z.nullable(z.string()),
  maidenName: z.nullable(z.string()),
});

const Cover = z.object({ type: z.string(), startsOn: Day, endsOn: Day });

export const customers = area(
  'customers',
  'The persons the insurer knows: profile, contact details, address and correspondence; finding a person by BSN, policy or agreement.',
  {
    insuredOfViewer: query({
      input: z.object({ viewer: Viewer, onDay: Day }),
      output: z.array(
        z.object({
          person: Person,
          /** Their policies, the latest started first, each with the periods of its products. */
          policies: z.array(
            z.object({
              role: z.enum(roles),
              startsOn: Day,
              endsOn: z.nullable(Day),
              covers: z.array(Cover),
            }),
          ),
        }),
      ),
      latency: 'read',
      doc: 'Each person the viewer may see (spec §6) who has or had a policy, with the role and product periods of each policy.',
    }),
    profile: query({
      input: z.object({ viewer: Viewer, onDay: Day, customerNumber: CustomerNumber }),
      output: z.extend(Person, {
        /** The role on the latest started policy; null for a person without one. */
        role: z.nullable(z.enum(roles)),
        bsn: z.string(),
        prefixMaidenName: z.nullable(z.string()),
        maidenName: z.nullable(z.string()),
        address: Address,
        email: z.nullable(z.string()),
        phoneNumber: z.nullable(z.string()),
      }),
      refusals: { 'not-in-household': null },
      latency: 'read',
      doc: "A person's registered names, BSN, address and contact details, for the viewer or a person they may see.",
    }),
    changeDetails: command({
      input: z.object({
        viewer: Viewer,
        onDay: Day,
        customerNumber: CustomerNumber,
        names: Names,
        address: Address,
      }),
      output: z.object({
        /** The co-insured under 16 who lived at the viewer's old address and moved along. */
        movedAlong: z.array(Person),
      }),
      refusals: {
        'not-in-household': null,
        /** A registered name changed other than in its spelling: the BRP's to change. */
        renamed: z.object({ field: z.enum(['initials', 'lastName', 'maidenName']) }),
        /** A move abroad changes the right to Dutch insurance: customer service's to take. */
        'moving-abroad': null,
      },
      latency: 'command',
      // The customer sees the registered result at once, and the insurer alone may refuse it.
      whenUnavailable: '503',
      idempotencyKey: 'minted',
      doc: "Changes a person's names in spelling and their address; when the viewer moves, their co-insured under 16 at the old address move along.",
    }),
  },
);
