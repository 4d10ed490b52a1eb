/**
 * When a policy or a product line runs, as conditions of a query, for the portal's code that still
 * reads the insurer's policies itself (decisions 0099, 0102). Imported only by the portal's
 * `insurer/legacy/policy-periods.ts`.
 */
export { policyRunsBetween, policyRunsOn, productLineInYear } from '../policies/periods.ts';
