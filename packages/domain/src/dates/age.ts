import { ADULT_AGE, FREE_CO_INSURANCE_UNTIL_AGE, PRIVACY_AGE } from '../constants/ages.ts';
import { type IsoDate, parseIsoDate } from './iso-date.ts';

/**
 * Completed years on `onDate`. Someone born on 29 February has their birthday on 1 March in other
 * years, because the day after 28 February is the first day their full year has passed.
 */
export function ageOn(birthDate: IsoDate, onDate: IsoDate): number {
  const birth = parseIsoDate(birthDate);
  const on = parseIsoDate(onDate);
  if (!birth || !on) throw new RangeError(`Not ISO dates: ${birthDate}, ${onDate}`);
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (hadBirthday ? 0 : 1);
}

export function isAdult(birthDate: IsoDate, onDate: IsoDate): boolean {
  return ageOn(birthDate, onDate) >= ADULT_AGE;
}

/** From 16 a person's medical and claims data is theirs alone (spec §6 privacy). */
export function is16AndOlder(birthDate: IsoDate, onDate: IsoDate): boolean {
  return ageOn(birthDate, onDate) >= PRIVACY_AGE;
}

/** Children are insured free of premium until they turn 18. */
export function isFreeCoInsured(birthDate: IsoDate, onDate: IsoDate): boolean {
  return ageOn(birthDate, onDate) < FREE_CO_INSURANCE_UNTIL_AGE;
}
