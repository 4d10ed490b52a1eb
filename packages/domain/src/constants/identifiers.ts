/** Lengths of the numbers people and providers are identified by (spec §3, §5, DOMAIN.md). */
export const BSN_LENGTH = 9;
export const POLICY_NUMBER_LENGTH = 12;
export const AGREEMENT_NUMBER_MAX_LENGTH = 8;
export const AGB_CODE_LENGTH = 8;
export const BIG_NUMBER_LENGTH = 11;
export const UZOVI_CODE_LENGTH = 4;
