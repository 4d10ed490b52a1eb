import { ADULT_AGE, FREE_CO_INSURANCE_UNTIL_AGE, PRIVACY_AGE } from '../constants/ages.ts';
import { addYears, compareIsoDates, type IsoDate, parseIsoDate } from './iso-date.ts';

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

/**
 * The last birth date of someone `age` or older on `onDate`: `ageOn`'s rule as one date, so that a
 * database can compare a birth date column with it. `addYears` puts 29 February on the 28th in a
 * year without it, and nobody is born between the two.
 */
export function lastBirthDateAtAge(age: number, onDate: IsoDate): IsoDate {
  return addYears(onDate, -age);
}

/**
 * From 16 a person's medical and claims data is theirs alone (spec §6 privacy). The server's SQL
 * form of the rule compares with the same date (`auth/customer-access.ts`).
 */
export function is16AndOlder(birthDate: IsoDate, onDate: IsoDate): boolean {
  return compareIsoDates(birthDate, lastBirthDateAtAge(PRIVACY_AGE, onDate)) <= 0;
}

/** Children are insured free of premium until they turn 18. */
export function isFreeCoInsured(birthDate: IsoDate, onDate: IsoDate): boolean {
  return ageOn(birthDate, onDate) < FREE_CO_INSURANCE_UNTIL_AGE;
}
