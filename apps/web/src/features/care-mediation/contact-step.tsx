import { Stack, Textarea, TextInput } from '@mantine/core';
import { MEDIATION_TRAVEL_KM } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { type ContractForm, type Files, FilesField, PhoneField } from '../../lib/forms/index.ts';
import type { CareMediationFormValues } from './form-model.ts';

/** Step 3: how the mediator reaches the person, how far they will travel, and anything else. */
export function ContactStep({
  request,
  files,
}: {
  request: ContractForm<CareMediationFormValues>;
  files: Files;
}) {
  const { t } = useTranslation('care-mediation');
  return (
    <Stack gap="lg">
      <PhoneField
        label={t('fields.phone')}
        description={t('fields.phone-description')}
        {...request.field('PhoneNumber')}
      />
      <TextInput
        label={t('fields.distance')}
        description={t('fields.distance-description', MEDIATION_TRAVEL_KM)}
        withAsterisk
        inputMode="numeric"
        maxLength={3}
        rightSection={t('fields.km')}
        className="care-mediation-distance"
        {...request.field('MaxTravelDistanceKm')}
      />
      <Textarea
        label={t('fields.additional-information')}
        description={t('fields.additional-information-description')}
        rows={4}
        {...request.field('AdditionalInformation')}
      />
      <FilesField
        files={files}
        contract={request}
        label={t('files.label')}
        description={t('files.description')}
      />
    </Stack>
  );
}
