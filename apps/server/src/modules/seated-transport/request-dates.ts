import { careRequestDateIssues } from '@mijn/contract';
import { inputRefused } from '../../http/http-error.ts';

/** The contract's dates of a care request against the server's today; answers like a schema failure. */
export function assertRequestDates(startDate: string, endDate: string, today: string): void {
  const [problem] = careRequestDateIssues({ StartDate: startDate, EndDate: endDate }, today);
  if (problem) throw inputRefused(`body.${problem.path.join('.')}`, problem.message);
}
