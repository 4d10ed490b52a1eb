import { Group, Radio } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A yes/no question answered by a radio group: '' until the person chooses. */
export type YesNo = '' | 'yes' | 'no';

/** '' stays '' (unanswered: the contract says required), else a real boolean. */
export function yesNoToBoolean(value: YesNo): boolean | '' {
  return value === '' ? '' : value === 'yes';
}

interface YesNoFieldProps {
  label: ReactNode;
  description?: ReactNode;
  value?: string;
  onChange?: (value: string) => void;
  error?: ReactNode;
  /** Spread from `field(path)`, so the first-error focus finds the group. */
  'data-path'?: string;
}

/** A required yes/no question as two radio buttons. */
export function YesNoField({ label, description, value, onChange, error, ...rest }: YesNoFieldProps) {
  const { t } = useTranslation('forms');
  return (
    <Radio.Group
      label={label}
      description={description}
      withAsterisk
      value={value}
      onChange={onChange}
      error={error}
    >
      <Group gap="lg" mt="xs" data-path={rest['data-path']}>
        <Radio value="yes" label={t('yes')} />
        <Radio value="no" label={t('no')} />
      </Group>
    </Radio.Group>
  );
}
