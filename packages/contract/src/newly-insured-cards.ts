import { newlyInsuredRoles } from '@mijn/domain';
import { z } from 'zod/mini';
import { PaymentTerm } from './agreement.ts';
import { endpoint, NumericId } from './endpoint.ts';
import {
  acrossNewlyInsuredPersons,
  MAX_NEWLY_INSURED_PERSONS,
  NewlyInsuredPersonsShape,
} from './newly-insured.ts';
import { CustomerNumber } from './policy.ts';
import { ChosenInsurance, ContractCards, MissingRequiredPackage } from './policy-change.ts';

/**
 * The cards of the persons being added, and their saving: the packages step of adding insured
 * persons, apart from the persons' data, so the screen's first step does not take the policy-change
 * contract (decision 0097).
 */

export const NewlyInsuredCardsRequest = z
  .extend(NewlyInsuredPersonsShape, {
    paymentTerm: z.optional(PaymentTerm).check(z.describe("Left out: the agreement's term")),
  })
  .check(acrossNewlyInsuredPersons);

export const getContractCardsForNewlyInsuredPersons = endpoint({
  method: 'POST',
  path: 'Contract/GetContractCardsForNewlyInsuredPersons',
  permission: 'c-ins-per',
  summary:
    "The contract cards of the year the persons start in, for the persons being added only (customer numbers newcomerCustomerNumber(index)): a child to 18 follows the highest-insured parent free (cards disabled, follows-parent); a partner chooses and pays, dental with medical selection offered from 18. currentSelection proposes basic cover and the mandatory excess for a partner and the children's resolved cover. The agreement's policyholder only (anyone else: 404); the refusals of SaveContractCardsForNewlyInsuredPersons answer here too",
  body: NewlyInsuredCardsRequest,
  response: ContractCards,
  errors: [400, 401, 403, 404, 409, 422],
});

/** Spec §3 Agreement detail newlyInsuredPersonsInProgress, for one person. */
export const NewlyInsuredPersonInProgress = z.object({
  initials: z.string(),
  fullLastName: z.string(),
  birthDate: z.iso.date(),
  role: z.enum(newlyInsuredRoles),
  startDate: z.iso.date(),
});

export const SaveNewlyInsuredPersonsBody = z
  .extend(NewlyInsuredPersonsShape, {
    selectedPaymentTerm: z.optional(PaymentTerm),
    chosenInsurances: z
      .array(ChosenInsurance)
      .check(
        z.maxLength(MAX_NEWLY_INSURED_PERSONS),
        z.describe(
          'The cards of each new adult, by newcomerCustomerNumber(index); children follow the parents and may be left out',
        ),
      ),
  })
  .check(acrossNewlyInsuredPersons);
export type SaveNewlyInsuredPersonsBody = z.input<typeof SaveNewlyInsuredPersonsBody>;

/**
 * `accepted`: the core added them at once (newborns only); `in-progress`: the request waits for the
 * core (NEW_INSURED_DELAY_SECONDS) and shows as newlyInsuredPersonsInProgress until then;
 * `missing-required-packages` as Contract/SaveContractCards answers it: nothing is stored then.
 */
export const SaveNewlyInsuredPersonsReply = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.enum(['accepted', 'in-progress']),
    requestId: z.uuid(),
    persons: z.array(z.extend(NewlyInsuredPersonInProgress, { customerNumber: z.nullable(CustomerNumber) })),
  }),
  z.object({
    outcome: z.literal('missing-required-packages'),
    missingRequiredPackages: z.array(MissingRequiredPackage).check(z.minLength(1)),
  }),
]);
export type SaveNewlyInsuredPersonsReply = z.infer<typeof SaveNewlyInsuredPersonsReply>;

export const saveContractCardsForNewlyInsuredPersons = endpoint({
  method: 'POST',
  path: 'Contract/SaveContractCardsForNewlyInsuredPersons',
  permission: 'c-ins-per',
  summary:
    'Asks the core to add persons to an agreement with their cards, for its policyholder only (anyone else: 404). 400 for malformed input (agreementNumber other than agreementId); 409 with the spec §8 Add insured text: noActivePolicy, partnerAlreadyExists, socialSecurityNumberAlreadyInUse (twice, of someone on the agreement or known elsewhere), startDateOutsideAgreement (before birth, in the past, outside the agreement), newbornTooLate, offerYearUnknown; 422 as Contract/SaveContractCards for the cards; a dental cover with medical selection needs an approved Contract/ValidateAndSaveMedicalSelection for the person (newlyInsuredPersons, same BSN-less identity: initials, last name, birth date). The core adds newborns at once and anyone else after NEW_INSURED_DELAY_SECONDS: a customer, a policy, policy lines from the start date, a welcome letter and an insurance card',
  query: z.object({
    agreementNumber: NumericId.check(
      z.describe('The agreement persons are added to (spec §7); equals body.agreementId'),
    ),
  }),
  body: SaveNewlyInsuredPersonsBody,
  response: SaveNewlyInsuredPersonsReply,
  errors: [400, 401, 403, 404, 409, 422],
});
