import { Group, Radio } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface YesNoQuestionProps {
  label: ReactNode;
  description?: ReactNode;
  value?: string;
  onChange?: (value: string) => void;
  error?: ReactNode;
  'data-path'?: string;
}

/** A required yes/no question as a radio group: both answers visible, no default chosen. */
export function YesNoQuestion({ label, description, value, onChange, error, ...rest }: YesNoQuestionProps) {
  const { t } = useTranslation('seated-transport');
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value ?? ''}
      onChange={onChange}
      error={error}
      withAsterisk
      {...rest}
    >
      <Group gap="lg" mt="xs">
        <Radio value="yes" label={t('yes')} />
        <Radio value="no" label={t('no')} />
      </Group>
    </Radio.Group>
  );
}
