import {
  OWN_CAR_CENTS_PER_KM,
  PUBLIC_TRANSPORT_CLASS,
  SEATED_TRANSPORT_YEARLY_OWN_CONTRIBUTION_CENTS,
  type SeatedTransportTravelMode,
} from '@mijn/domain';

const euro = (cents: number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(cents / 100);

const byMode: Record<SeatedTransportTravelMode, string> = {
  'own-car': `U reist met uw eigen auto: wij vergoeden ${euro(OWN_CAR_CENTS_PER_KM)} per kilometer.`,
  driven: `Iemand rijdt u met de auto: wij vergoeden ${euro(OWN_CAR_CENTS_PER_KM)} per kilometer.`,
  'public-transport': `U reist met het openbaar vervoer: wij vergoeden de reiskosten van de ${PUBLIC_TRANSPORT_CLASS}e klas.`,
  taxi: 'U reist met een taxi of vervoerder: wij vergoeden de kosten van de rit; een vervoerder met wie wij een contract hebben, betalen wij rechtstreeks.',
};

/** What an approved request's letter says is reimbursed, with the figures of @mijn/domain. */
export function reimbursementParagraphs(travelMode: SeatedTransportTravelMode | undefined): string[] {
  const contribution = `U betaalt per kalenderjaar een wettelijke eigen bijdrage van ${euro(SEATED_TRANSPORT_YEARLY_OWN_CONTRIBUTION_CENTS)}.`;
  return travelMode === undefined ? [contribution] : [byMode[travelMode], contribution];
}
