/** Adding family members (spec §4, §9). */
export const NEWBORN_ADD_WITHIN_MONTHS = 4;
/** Only one partner per agreement (spec §5). */
export const MAX_PARTNERS_PER_AGREEMENT = 1;
