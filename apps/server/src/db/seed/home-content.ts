import type { LabelCode } from '@mijn/contract';
import { addDays, weekdayHours } from '@mijn/domain';
import { labelCatalogue } from '../../core/labels/catalogue.ts';
import type { Db } from '../client.ts';
import { memberOffers, newsItems, openingHours } from '../schema.ts';

type NewsRow = typeof newsItems.$inferInsert;
type OfferRow = typeof memberOffers.$inferInsert;

/** News banners around today: before and after login in both languages, one expired, one for aev only. */
export function newsFor(today: string): NewsRow[] {
  const current = { startDate: addDays(today, -10), endDate: addDays(today, 30) };
  return [
    {
      language: 'nl',
      beforeAuthorization: true,
      text: 'Op zondag tussen 02:00 en 06:00 uur is Mijn omgeving niet bereikbaar door onderhoud.',
      url: null,
      hyperlinkSubstring: null,
      ...current,
    },
    {
      language: 'en',
      beforeAuthorization: true,
      text: 'On Sunday between 02:00 and 06:00 the portal is unavailable for maintenance.',
      url: null,
      hyperlinkSubstring: null,
      ...current,
    },
    {
      language: 'nl',
      beforeAuthorization: false,
      text: 'Declareren gaat nu nog sneller: lees hier wat er verandert.',
      url: '/nieuws/sneller-declareren',
      hyperlinkSubstring: 'lees hier',
      ...current,
    },
    {
      language: 'en',
      beforeAuthorization: false,
      text: 'Submitting claims is now even faster: read what changes.',
      url: '/en/news/faster-claims',
      hyperlinkSubstring: 'read what changes',
      ...current,
    },
    {
      language: 'nl',
      labelCode: 'aev',
      beforeAuthorization: false,
      text: 'Ondernemers van Aemstel krijgen dit jaar 10% collectiviteitskorting.',
      url: null,
      hyperlinkSubstring: null,
      ...current,
    },
    {
      language: 'nl',
      beforeAuthorization: false,
      text: 'De premies voor volgend jaar zijn bekend.',
      url: null,
      hyperlinkSubstring: null,
      startDate: addDays(today, -60),
      endDate: addDays(today, -5),
    },
  ];
}

/** Hours of the insurer (default week) and of pve, the one label with per-day hours of its own. */
export function openingHoursRows(): (typeof openingHours.$inferInsert)[] {
  const defaultWeek = weekdayHours('08:00', '17:30').map((day) => ({ ...day, labelCode: null }));
  const pve = [
    { dayOfWeek: 1, startTime: '08:00', endTime: '20:00' },
    { dayOfWeek: 2, startTime: '08:00', endTime: '20:00' },
    { dayOfWeek: 3, startTime: '08:00', endTime: '20:00' },
    { dayOfWeek: 4, startTime: '08:00', endTime: '20:00' },
    { dayOfWeek: 5, startTime: '08:00', endTime: '17:00' },
    { dayOfWeek: 6, startTime: '09:00', endTime: '13:00' },
  ].map((day) => ({ ...day, labelCode: 'pve' }));
  return [...defaultWeek, ...pve];
}

interface OfferTemplate {
  category: OfferRow['category'];
  partner: string;
  code: string | null;
  titleNl: string;
  titleEn: string;
  descriptionNl: string;
  descriptionEn: string;
  url: string;
}

const offerTemplates: OfferTemplate[] = [
  {
    category: 'sport',
    partner: 'FitLand Sportscholen',
    code: 'FIT25',
    titleNl: '25% korting op een jaarabonnement',
    titleEn: '25% off an annual gym membership',
    descriptionNl: 'Sport bij ruim 200 sportscholen in Nederland met een vast voordeel voor leden.',
    descriptionEn: 'Work out at over 200 gyms in the Netherlands with a fixed members discount.',
    url: 'https://www.fitland.example/leden',
  },
  {
    category: 'health',
    partner: 'Oogwereld Opticiens',
    code: 'ZIEN15',
    titleNl: '15% korting op brillen en lenzen',
    titleEn: '15% off glasses and contact lenses',
    descriptionNl: 'Gratis oogmeting en 15% korting op een complete bril of een jaarpakket lenzen.',
    descriptionEn: 'A free eye test and 15% off complete glasses or a year of contact lenses.',
    url: 'https://www.oogwereld.example/actie',
  },
  {
    category: 'travel',
    partner: 'Zonnig Reizen',
    code: 'REIS50',
    titleNl: '50 euro korting op uw vakantie',
    titleEn: '50 euro off your holiday',
    descriptionNl: 'Bij boeking van een pakketreis vanaf 750 euro.',
    descriptionEn: 'When you book a package holiday from 750 euro.',
    url: 'https://www.zonnigreizen.example/leden',
  },
  {
    category: 'home',
    partner: 'Slaapgoed',
    code: 'SLAAP10',
    titleNl: '10% korting op matrassen en kussens',
    titleEn: '10% off mattresses and pillows',
    descriptionNl: 'Goed slapen begint bij een goed matras; 100 nachten proefslapen.',
    descriptionEn: 'Good sleep starts with a good mattress; a 100-night trial.',
    url: 'https://www.slaapgoed.example',
  },
  {
    category: 'leisure',
    partner: 'Museumpas Plus',
    code: null,
    titleNl: 'Twee maanden gratis museumbezoek',
    titleEn: 'Two months of free museum visits',
    descriptionNl: 'Sluit een museumpas af en de eerste twee maanden zijn gratis; geen code nodig.',
    descriptionEn: 'Take out a museum pass and the first two months are free; no code needed.',
    url: 'https://www.museumpasplus.example',
  },
];

/** A discount code carries the brand the customer knows (ZORGZAAM-SLAAP10), never the internal label code. */
const brandCode = (shortName: string, code: string) =>
  `${shortName.replace(/[^A-Za-z]/g, '').toUpperCase()}-${code}`;

/** Three to five offers per label with label-specific codes, in a label-specific order. */
export function memberOffersFor(today: string): OfferRow[] {
  return labelCatalogue.flatMap((label, labelIndex) => {
    const count = 3 + (labelIndex % 3);
    const rotated = [...offerTemplates.slice(labelIndex % 5), ...offerTemplates.slice(0, labelIndex % 5)];
    return rotated.slice(0, count).map((offer, index) => ({
      labelCode: label.code,
      sortOrder: (index + 1) * 10,
      category: offer.category,
      partner: offer.partner,
      titleNl: offer.titleNl,
      titleEn: offer.titleEn,
      descriptionNl: offer.descriptionNl,
      descriptionEn: offer.descriptionEn,
      discountCode: offer.code ? brandCode(label.shortName, offer.code) : null,
      url: offer.url,
      validFrom: addDays(today, -90),
      validUntil: index === 0 ? addDays(today, 60) : null,
    }));
  });
}

/** An expired offer that must not be listed. */
export const expiredOfferFor = (label: LabelCode, today: string): OfferRow => ({
  labelCode: label,
  sortOrder: 5,
  category: 'leisure',
  partner: 'Pretpark De Vlinder',
  titleNl: 'Verlopen: dagje uit met korting',
  titleEn: 'Expired: a day out at a discount',
  descriptionNl: 'Deze actie is afgelopen.',
  descriptionEn: 'This offer has ended.',
  discountCode: 'OUD-2020',
  url: null,
  validFrom: addDays(today, -200),
  validUntil: addDays(today, -1),
});

export async function seedHomeContent(db: Db, today: string): Promise<void> {
  await db.insert(newsItems).values(newsFor(today));
  await db.insert(openingHours).values(openingHoursRows());
  await db.insert(memberOffers).values([...memberOffersFor(today), expiredOfferFor('default', today)]);
}
