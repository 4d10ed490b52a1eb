import type { DigitalInsuranceCardInformation, InsuranceCardRequestResult } from '@mijn/contract';
import { familyName, formalName } from '@mijn/domain';
import type { InsurerPort } from '@mijn/insurer';

type Port = InsurerPort['insuranceCards'];
export type CardFacts = Awaited<ReturnType<Port['ofHousehold']>>[number];
type Requested = Exclude<Awaited<ReturnType<Port['requestByPost']>>, { refused: string }>;

/** What a card needs of the label it is issued under. */
export interface CardLabel {
  uzoviCode: string;
  brandName: string;
}

/** Dutch EHIC numbers start with the country code 80528. */
const EHIC_PREFIX = '80528';

/** The user's own card first, then the others by birth date, as the card screen lists them. */
export function inCardOrder(cards: readonly CardFacts[], ownNumber: string): CardFacts[] {
  const ownFirst = (card: CardFacts) => (card.customerNumber === ownNumber ? 0 : 1);
  return [...cards].sort((a, b) => ownFirst(a) - ownFirst(b) || a.birthDate.localeCompare(b.birthDate));
}

/** The digital card of one person: the card's face, and the EHIC on its back for basic cover. */
export function toDigitalCard(card: CardFacts, label: CardLabel): DigitalInsuranceCardInformation {
  return {
    customerNumber: card.customerNumber,
    uzoviCode: label.uzoviCode,
    uzoviDescription: label.brandName,
    hasEHIC: card.ehic,
    ehic: card.ehic
      ? {
          lastName: familyName(card),
          givenNames: card.firstName,
          birthDate: card.birthDate,
          personalIdentificationNumber: card.bsn,
          institutionIdentification: `${label.uzoviCode} - ${label.brandName}`,
          cardIdentificationNumber: `${EHIC_PREFIX}${label.uzoviCode}${card.policyNumber.slice(1)}`,
          expiryDate: card.validUntil,
        }
      : null,
    insuranceCard: {
      name: formalName(card),
      birthDate: card.birthDate,
      policyNumber: card.policyNumber,
      uzoviCode: label.uzoviCode,
    },
  };
}

/** The insurer's outcome of a card request, as the card screen's popups read it (spec §4). */
export function toRequestResult(requested: Requested): InsuranceCardRequestResult {
  return {
    isSuccessful: requested.accepted.length > 0,
    acceptedAgreementNumbers: requested.accepted,
    deniedAgreementNumbers: requested.requestedRecently,
    inactiveCustomerNumbers: requested.notInsured,
    expectedDeliveryDate: requested.expectedDeliveryOn,
  };
}
