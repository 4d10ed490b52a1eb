import type { CustomerDetails } from '@mijn/contract';
import { desc, eq } from 'drizzle-orm';
import { maskSocialSecurityNumber } from '../../auth/masking.ts';
import { customerSummary } from '../../core/customer-summary.ts';
import type { Db } from '../../db/client.ts';
import { customers, policies } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';

/** Spec §3 Customer with address and contact info, of a customer the caller has already found in scope. */
export async function detailsOf(db: Db, customerNumber: string, today: string): Promise<CustomerDetails> {
  const [row] = await db
    .select({ customer: customers, role: policies.role })
    .from(customers)
    .leftJoin(policies, eq(policies.customerNumber, customers.customerNumber))
    .where(eq(customers.customerNumber, customerNumber))
    .orderBy(desc(policies.startDate))
    .limit(1);
  // customerInScope has let through only the user or a visible family member, who exist.
  if (!row) throw new HttpError(403, serverMessages.forbidden);
  const { customer } = row;
  return {
    ...customerSummary(customer, row.role ?? 'H', today),
    // The full number is its own call, after the privacy popup (issue 34).
    socialSecurityNumber: maskSocialSecurityNumber(customer.bsn),
    maidenName: customer.maidenName,
    prefixMaidenName: customer.prefixMaidenName,
    address: {
      street: customer.street,
      houseNumber: customer.houseNumber,
      houseNumberAddition: customer.houseNumberAddition,
      zipCode: customer.zipCode,
      city: customer.city,
      country: customer.country,
    },
    contactInfo: { email: customer.email, phoneNumber: customer.phoneNumber },
  };
}
