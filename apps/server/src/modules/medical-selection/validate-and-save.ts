import { randomUUID } from 'node:crypto';
import type { MedicalSelectionResult, ValidateAndSaveMedicalSelectionBody } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { resultReply, selectionOf } from './medical-selection-wire.ts';

/**
 * Spec §7 ValidateAndSaveMedicalSelection: the insurer judges the answers by the rules of spec §4
 * and keeps them with their signature and verdict, today on the insurer's calendar.
 */
export async function validateAndSaveMedicalSelection(
  { insurer, clock }: Pick<AppContext, 'insurer' | 'clock'>,
  auth: AccessAuth,
  body: z.output<typeof ValidateAndSaveMedicalSelectionBody>,
): Promise<MedicalSelectionResult> {
  const selection = selectionOf(auth, body, insurerToday(clock.now()));
  return resultReply(await insurer.medicalSelection.submit(selection, { key: randomUUID() }));
}
