import { Alert, List } from '@mantine/core';
import { type IsoDate, insurerToday, isAdult } from '@mijn/domain';
import { useTranslation } from 'react-i18next';

interface ChildCoverLineProps {
  part: 'excess' | 'dental';
  /** Whom it is about when that is not the reader; left out, the text says "u". */
  name?: string | undefined;
}

/** One thing a child under 18 has: no excess, or dental care in the basic cover. */
export function ChildCoverLine({ part, name }: ChildCoverLineProps) {
  const { t } = useTranslation();
  return <>{t(`children-cover.${name === undefined ? 'you' : 'named'}.${part}`, { name })}</>;
}

/**
 * Under 18 there is no excess and dental care is in the basic cover (spec §6, §9): said as what a
 * child has, so that no excess and no dental product do not read as something missing.
 */
export function ChildrenCover({ birthDate, name }: { birthDate: IsoDate; name?: string }) {
  const { t } = useTranslation();
  if (isAdult(birthDate, insurerToday(new Date()))) return null;
  return (
    <Alert color="blue" variant="light" title={t('children-cover.title')}>
      <List size="sm" spacing={4}>
        <List.Item>
          <ChildCoverLine part="excess" name={name} />
        </List.Item>
        <List.Item>
          <ChildCoverLine part="dental" name={name} />
        </List.Item>
      </List>
    </Alert>
  );
}
