/**
 * The masks of the fields with a fixed shape (spec §5), in the mask language of `applyMask`. Each
 * shows the value as people write it; the validators ignore the spaces it adds.
 */
export const inputMasks = {
  /** '1234 AB'. */
  postalCode: '#### AA',
  /** In groups of four, letters as capitals, up to the longest IBAN of spec §5 (31, Malta). */
  iban: 'AA## NNNN NNNN NNNN NNNN NNNN NNNN NNN',
  /** Nine digits, as the BSN is written on a passport. */
  bsn: '#########',
  /** Twelve digits in groups of four, as the policy overview and the card show it. */
  policyNumber: '#### #### ####',
  /** A day typed by hand: dd-mm-jjjj. */
  date: '##-##-####',
} as const;
