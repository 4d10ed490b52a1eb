import {
  addYears,
  CARE_REQUEST_END_MAX_YEARS_AHEAD,
  CARE_REQUEST_START_MAX_YEARS_AHEAD,
  compareIsoDates,
  validatorMessages,
} from '@mijn/domain';
import { inputRefused } from '../../http/http-error.ts';

/**
 * Spec §5 for care requests, against the server's today: the start not in the past and at most a year
 * ahead; the end not before the start and at most two years ahead. Answers like a schema failure.
 */
export function assertRequestDates(startDate: string, endDate: string, today: string): void {
  const refuse = (field: string, message: string) => {
    throw inputRefused(`body.${field}`, message);
  };
  if (compareIsoDates(startDate, today) < 0) refuse('StartDate', validatorMessages.dateInPast);
  if (compareIsoDates(startDate, addYears(today, CARE_REQUEST_START_MAX_YEARS_AHEAD)) > 0) {
    refuse('StartDate', validatorMessages.dateTooFarAhead);
  }
  if (compareIsoDates(endDate, startDate) < 0) refuse('EndDate', validatorMessages.endBeforeStart);
  if (compareIsoDates(endDate, addYears(today, CARE_REQUEST_END_MAX_YEARS_AHEAD)) > 0) {
    refuse('EndDate', validatorMessages.dateTooFarAhead);
  }
}
