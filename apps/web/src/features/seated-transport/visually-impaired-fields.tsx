import { Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from './form-context.ts';
import { YesNoQuestion } from './yes-no-question.tsx';

/** Visually impaired: the field of vision and each eye's acuity from the eye report. */
export function VisuallyImpairedFields() {
  const { t } = useTranslation('seated-transport');
  const field = useFieldProps();
  return (
    <Stack gap="md">
      <YesNoQuestion label={t('vision.field-smaller')} {...field('VisuallyImpaired.SmallerAs20Degrees')} />
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
