import { useTranslation } from 'react-i18next';
import { type ContractForm, type Files, FilesField } from '../../lib/forms/index.ts';
import type { TreatmentAbroadFormValues } from './form-model.ts';

/**
 * The referral letter, asked where the referral is (issue 34): one file (spec §5), instead of the
 * referring doctor's registry numbers, which are on the letter and which a patient does not know.
 */
export function ReferralLetterField({
  request,
  files,
}: {
  request: ContractForm<TreatmentAbroadFormValues>;
  files: Files;
}) {
  const { t } = useTranslation('treatment-abroad');
  return (
    <FilesField
      files={files}
      contract={request}
      label={t('referral.letter')}
      description={t('referral.letter-description')}
    />
  );
}
