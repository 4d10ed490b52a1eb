import type { StatusTone } from './status-tone.ts';

/** Declaration status codes (spec §3). */
export const declarationStatus = { handled: 0, inProgress: 1, notApplicable: 2 } as const;
export type DeclarationStatus = (typeof declarationStatus)[keyof typeof declarationStatus];

/** The names the core system uses; 'Afgehandeld' is matched by the declaration tile (spec §4). */
export const declarationStatusNames: Record<DeclarationStatus, string> = {
  0: 'Afgehandeld',
  1: 'In behandeling',
  2: 'Niet van toepassing',
};

export function declarationStatusTone(status: number): StatusTone {
  if (status === declarationStatus.handled) return 'positive';
  if (status === declarationStatus.inProgress) return 'warning';
  return 'neutral';
}
