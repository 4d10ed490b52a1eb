import { Alert, List } from '@mantine/core';
import { type IsoDate, insurerToday, isAdult } from '@mijn/domain';
import { useTranslation } from 'react-i18next';

interface ChildrenCoverProps {
  birthDate: IsoDate;
  /** Whom it is about when that is not the reader; left out, the text says "u". */
  name?: string;
}

/**
 * Under 18 there is no excess and dental care is in the basic cover (spec §6, §9): said as what a
 * child has, so that no excess and no dental product do not read as something missing.
 */
export function ChildrenCover({ birthDate, name }: ChildrenCoverProps) {
  const { t } = useTranslation();
  if (isAdult(birthDate, insurerToday(new Date()))) return null;
  const about = name === undefined ? 'you' : 'named';
  return (
    <Alert color="blue" variant="light" title={t('children-cover.title')}>
      <List size="sm" spacing={4}>
        <List.Item>{t(`children-cover.${about}.excess`, { name })}</List.Item>
        <List.Item>{t(`children-cover.${about}.dental`, { name })}</List.Item>
      </List>
    </Alert>
  );
}
