/**
 * The dental covers in ascending order. The lowest is open to every adult; the higher covers pay
 * for crowns, implants and dentures, so an insurer accepts them only after a medical selection.
 */
export const dentalCoverCodes = ['TA-250', 'TA-500', 'TA-1000'] as const;
export type DentalCoverCode = (typeof dentalCoverCodes)[number];

export function isDentalCoverCode(code: string): code is DentalCoverCode {
  return (dentalCoverCodes as readonly string[]).includes(code);
}

export function dentalCoverNeedsMedicalSelection(code: DentalCoverCode): boolean {
  return dentalCoverCodes.indexOf(code) > 0;
}

/**
 * A denial for one cover holds for every cover at least as high: the person must choose a lower
 * one (spec §4).
 */
export function isDeniedByEarlierDenial(requested: DentalCoverCode, denied: DentalCoverCode): boolean {
  return dentalCoverCodes.indexOf(requested) >= dentalCoverCodes.indexOf(denied);
}
