import { Group, Radio } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface YesNoProps {
  label: string;
  value?: string;
  onChange?: (value: string) => void;
  error?: ReactNode;
  description?: string;
}

/** A required yes/no question as two radio buttons. */
export function YesNo({ label, value, onChange, error, description }: YesNoProps) {
  const { t } = useTranslation('submit-claim');
  return (
    <Radio.Group
      label={label}
      description={description}
      withAsterisk
      value={value}
      onChange={onChange}
      error={error}
    >
      <Group gap="lg" mt="xs">
        <Radio value="yes" label={t('yes')} />
        <Radio value="no" label={t('no')} />
      </Group>
    </Radio.Group>
  );
}
