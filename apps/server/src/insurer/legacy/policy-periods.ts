/**
 * The insurer's conditions of when a policy or a product line runs, for the code that still reads
 * the insurer's policies itself. Temporary: it goes with the last of it (decision 0102).
 */
export { policyRunsBetween, policyRunsOn, productLineInYear } from '@mijn/insurer-sim/legacy/policy-periods';
