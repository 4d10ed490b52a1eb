/** The two steps of spec §2 Add insured: personal data, then the packages. */
export const addInsuredSteps = ['personal', 'packages'] as const;
export type AddInsuredStep = (typeof addInsuredSteps)[number];
