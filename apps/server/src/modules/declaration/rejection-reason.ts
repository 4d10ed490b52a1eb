import type { RejectionCode } from '@mijn/domain';
import type { ReaderLanguage } from '../../http/reader-language.ts';

const englishReasons: Record<RejectionCode, string> = {
  'not-insured': 'Your insurance did not cover this care on the treatment date.',
  'maximum-reached': 'The maximum of your insurance for this year has been reached.',
  'dutch-tariff': 'We reimburse care abroad up to the Dutch tariff.',
  'no-approval': 'This care needed our consent in advance, and none was requested.',
  'own-contribution': 'You pay a statutory own contribution for this care.',
  duplicate: 'You already claimed this bill and we have handled it. We do not reimburse the same bill twice.',
};

/**
 * Why a claim was not (fully) paid, in the reader's language. The claims department writes its
 * reasons in Dutch, as in the letter; an English reader gets them from the reason codes. A reason
 * without a code (a few seeded ones) stays as written.
 */
export function rejectionReasonIn(
  language: ReaderLanguage,
  reason: string | null,
  codes: readonly RejectionCode[],
): string | null {
  if (reason === null || language === 'nl' || codes.length === 0) return reason;
  return codes.map((code) => englishReasons[code]).join(' ');
}
