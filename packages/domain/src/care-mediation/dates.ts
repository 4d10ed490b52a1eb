import { addYears, compareIsoDates, type IsoDate, isIsoDate } from '../dates/iso-date.ts';
import { type ValidationResult, validatorMessages } from '../validators/messages.ts';
import { MATERNITY_CARE_MAX_YEARS_BEFORE_DUE, WAITING_APPOINTMENT_MAX_YEARS_AHEAD } from './kinds.ts';

/**
 * Spec §5 care requests: no past dates; maternity care is asked at most a year before the due
 * date. Judges only a valid date (the schema names an invalid one).
 */
export function dueDateIssue(dueDate: string, today: IsoDate): ValidationResult {
  if (!isIsoDate(dueDate)) return null;
  if (compareIsoDates(dueDate, today) < 0) return validatorMessages.dateInPast;
  return compareIsoDates(dueDate, addYears(today, MATERNITY_CARE_MAX_YEARS_BEFORE_DUE)) > 0
    ? validatorMessages.maternityCareTooEarly
    : null;
}

/** Spec §5: the appointment a person waits for is not past, and more than 2 years away means: contact us. */
export function waitingAppointmentIssue(appointment: string, today: IsoDate): ValidationResult {
  if (!isIsoDate(appointment)) return null;
  if (compareIsoDates(appointment, today) < 0) return validatorMessages.dateInPast;
  return compareIsoDates(appointment, addYears(today, WAITING_APPOINTMENT_MAX_YEARS_AHEAD)) > 0
    ? validatorMessages.waitingAppointmentTooFar
    : null;
}
