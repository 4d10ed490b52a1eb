import type { CustomerSummary } from '@mijn/contract';
import { insurerToday, openOfferYear, yearOf } from '@mijn/domain';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { viewerOf } from '../../auth/viewer.ts';
import { byUserThenFamily, customerSummary } from '../../core/customer-summary.ts';
import type { Insured } from './customer-wire.ts';

type Policy = Insured['policies'][number];
type Cover = Policy['covers'][number];
type Criterion = (policy: Policy, today: string) => boolean;
type Ctx = Pick<AppContext, 'insurer' | 'clock'>;

/** The persons the user may see (spec §6) whose latest started policy meets the criterion. */
async function customersWhere({ insurer, clock }: Ctx, auth: AccessAuth, criterion: Criterion) {
  const today = insurerToday(clock.now());
  const insured = await insurer.customers.insuredOfViewer({ viewer: viewerOf(auth), onDay: today });
  const found: CustomerSummary[] = [];
  for (const { person, policies } of insured) {
    const [latest] = policies;
    if (latest && criterion(latest, today)) found.push(customerSummary(person, latest.role, today));
  }
  return found.sort(byUserThenFamily(auth.user.customerNumber));
}

const coversYear = (covers: readonly Cover[], year: number) =>
  covers.some((cover) => cover.startsOn <= `${year}-12-31` && cover.endsOn >= `${year}-01-01`);
const covering = (covers: readonly Cover[], day: string, type?: string) =>
  covers.some(
    (cover) => cover.startsOn <= day && cover.endsOn >= day && (type === undefined || cover.type === type),
  );

/** Next year counts only with checkForOffer once its offer is open; later years never. */
export const customersWithPolicyForYear = (
  ctx: Ctx,
  auth: AccessAuth,
  year: number,
  checkForOffer: boolean,
) =>
  customersWhere(ctx, auth, ({ covers }, today) => {
    if (year > yearOf(today) && !(checkForOffer && year === openOfferYear(today))) return false;
    return coversYear(covers, year);
  });

export const customersWithActiveInsuranceCard = (ctx: Ctx, auth: AccessAuth) =>
  customersWhere(ctx, auth, ({ covers }, today) => covering(covers, today, 'MB'));

export const customersWithPolicy = (ctx: Ctx, auth: AccessAuth) =>
  customersWhere(ctx, auth, ({ covers }) => covers.length > 0);

export const customersWithPolicyInPast = (ctx: Ctx, auth: AccessAuth) =>
  customersWhere(ctx, auth, ({ covers }, today) =>
    covers.some((cover) => cover.startsOn < `${today.slice(0, 4)}-01-01`),
  );

export const customersWithActivePolicy = (ctx: Ctx, auth: AccessAuth) =>
  customersWhere(
    ctx,
    auth,
    (policy, today) =>
      policy.startsOn <= today &&
      (policy.endsOn === null || policy.endsOn >= today) &&
      covering(policy.covers, today),
  );
