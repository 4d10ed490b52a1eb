import { createHash } from 'node:crypto';
import { AGB_CODE_LENGTH, type CareMediationKind, type IsoDate } from '@mijn/domain';

/** A provider the simulated core proposes: where it is, how far from home, and how long its wait is now. */
export interface CareProviderOffer {
  name: string;
  /** The town it serves, the person's own (the distance says how far). */
  place: string;
  agbCode: string;
  distanceKm: number;
  waitingWeeks: number;
}

/** The fictional providers of the simulation, per kind, nearest first. */
const providerNames: Record<CareMediationKind, readonly string[]> = {
  'general-practitioner': [
    'Huisartsenpraktijk De Linde',
    'Gezondheidscentrum Het Park',
    'Huisartsen Oostpoort',
    'Huisartsenpraktijk Van Dam & Visser',
    'Gezondheidscentrum De Bron',
    'Huisartsenpraktijk Zuiderhof',
  ],
  'maternity-care': [
    'Kraamzorg Het Nest',
    'Kraamzorg De Wieg',
    'Kraambureau Moeder & Kind',
    'Kraamzorg Dichtbij',
    'Kraamzorg Regio Centraal',
  ],
  'medical-specialist': [
    'Medisch Centrum Oost',
    'Zelfstandig Behandelcentrum De Poort',
    'Ziekenhuis Rivierenland',
    'Streekziekenhuis Midden',
    'Kliniek Noorderlicht',
  ],
  'district-nursing': [
    'Wijkverpleging Samen Thuis',
    'Thuiszorg De Kern',
    'Zorg aan Huis Oost',
    'Wijkzorg Dichtbij',
    'Thuiszorg Regio Centraal',
  ],
  'mental-health': [
    'Psychologenpraktijk De Horizon',
    'GGZ Centrum Midden',
    'Praktijk voor Psychotherapie Lindenhof',
    'Basis-GGZ Oost',
    'GGZ Kliniek De Brug',
  ],
};

/** How many providers an answer lists at most. */
export const MAX_OFFERS = 4;

/** A stable number from the inputs: the same request always gets the same answer. */
function hashed(...parts: string[]): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32BE(0);
}

/** Monday of the ISO day's week: waiting times change week by week, not per request. */
function weekOf(day: IsoDate): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * The simulated core's register of providers near a home (by postal code and town), each with the
 * wait it has in the week of `on`: those within the person's travel distance, the shortest wait
 * first, or, when none is that near, the nearest ones.
 */
export function careProvidersNear(
  kind: CareMediationKind,
  home: { zipCode: string; city: string },
  maxTravelDistanceKm: number,
  on: IsoDate,
): { offers: CareProviderOffer[]; withinDistance: boolean } {
  const all = providerNames[kind].map((name, index): CareProviderOffer => {
    const distanceKm = 1 + index * 7 + (hashed(home.zipCode, name) % 7);
    return {
      name,
      place: home.city,
      agbCode: String(hashed('agb', kind, name) % 10 ** AGB_CODE_LENGTH).padStart(AGB_CODE_LENGTH, '0'),
      distanceKm,
      waitingWeeks: 1 + (hashed(name, home.zipCode, weekOf(on)) % 12),
    };
  });
  const near = all.filter((offer) => offer.distanceKm <= maxTravelDistanceKm);
  if (near.length === 0) return { offers: all.slice(0, MAX_OFFERS), withinDistance: false };
  const byWait = [...near].sort((a, b) => a.waitingWeeks - b.waitingWeeks || a.distanceKm - b.distanceKm);
  return { offers: byWait.slice(0, MAX_OFFERS), withinDistance: true };
}
