import { Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ContractForm, YesNoField } from '../../lib/forms/index.ts';
import type { SeatedTransportFormValues } from './form-model.ts';

/** Visually impaired: the field of vision and each eye's acuity from the eye report. */
export function VisuallyImpairedFields({ request }: { request: ContractForm<SeatedTransportFormValues> }) {
  const { t } = useTranslation('seated-transport');
  const { field } = request;
  return (
    <Stack gap="md">
      <YesNoField label={t('vision.field-smaller')} {...field('VisuallyImpaired.SmallerAs20Degrees')} />
      <Group grow align="flex-start" gap="md">
        <TextInput
          label={t('vision.left-eye')}
          description={t('vision.eye-description')}
          inputMode="decimal"
          withAsterisk
          {...field('VisuallyImpaired.LeftEye')}
        />
        <TextInput
          label={t('vision.right-eye')}
          description={t('vision.eye-description')}
          inputMode="decimal"
          withAsterisk
          {...field('VisuallyImpaired.RightEye')}
        />
      </Group>
    </Stack>
  );
}
