/** Dental medical selection (spec §4, §9). */
export const DENTAL_SELECTION_AGES = [8, 18] as const;
/** Orthodontics and dentist visits are asked about over this many years. */
export const DENTAL_SELECTION_PERIOD_YEARS = 2;
/** Having had this many teeth or more extracted denies the selection. */
export const DENTAL_SELECTION_EXTRACTED_TEETH_THRESHOLD = 4;
