import { getFinancialSummary } from '@mijn/contract';
import { contractQuery } from '../query/index.ts';

/** Excess, GVS and dental consumption of one person in a year (Policy/GetFinancialSummary): home and care costs. */
export const financialSummaryQuery = (
  customerNumber: string,
  year: number,
  options: { enabled?: boolean } = {},
) => contractQuery(getFinancialSummary, { query: { customerNumber, year } }, options);
