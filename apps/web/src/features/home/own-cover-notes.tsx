import { Alert, Stack, Text } from '@mantine/core';
import { getAllCustomersWithActivePolicy } from '@mijn/contract';
import { type IsoDate, is16AndOlder } from '@mijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChildrenCover } from '../../components/children-cover/index.ts';
import { mayCall } from '../../lib/may-call.ts';
import { insuredTodayQuery } from '../../lib/queries/index.ts';
import type { SessionUser } from '../../lib/session/index.ts';

/**
 * What a co-insured child reads about their own cover (spec §6): under 18 no excess and dental in
 * the basic cover; from 16 their claims are private, while the money goes to the policyholder.
 */
export function OwnCoverNotes({ user, today }: { user: SessionUser; today: IsoDate }) {
  const { t } = useTranslation('home');
  const wanted = user.role === 'M' && mayCall(user, getAllCustomersWithActivePolicy);
  const persons = useQuery(insuredTodayQuery({ enabled: wanted }));
  const self = persons.data?.find((person) => person.customerNumber === user.customerNumber);
  if (!wanted || !self) return null;
  return (
    <Stack gap="md" mt="lg">
      <ChildrenCover birthDate={self.birthDate} />
      {is16AndOlder(self.birthDate, today) && (
        <Alert color="blue" variant="light" title={t('own-cover.privacy-title')}>
          <Stack gap={4}>
            <Text size="sm">{t('own-cover.privacy')}</Text>
            <Text size="sm">{t('own-cover.payout')}</Text>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
