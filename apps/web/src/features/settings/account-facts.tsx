import { SimpleGrid, Text } from '@mantine/core';
import type { AccountDetails } from '@mijn/contract';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/screen-state.tsx';
import { formatLongDate } from '../../lib/format.ts';
import { useAccountDetails } from './api.ts';
import { SettingsSection } from './settings-section.tsx';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

function Facts({ account }: { account: AccountDetails }) {
  const { t } = useTranslation('settings');
  const yesNo = (value: boolean) => (value ? t('account.on') : t('account.off'));
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
      <Fact label={t('account.username')} value={account.username} />
      <Fact label={t('account.email')} value={account.email ?? t('account.unknown')} />
      <Fact label={t('account.phone')} value={account.phoneNumber ?? t('account.unknown')} />
      <Fact
        label={t('account.idin')}
        value={
          account.iDinActive && account.iDinActivationDate
            ? t('account.idin-active', { date: formatLongDate(account.iDinActivationDate) })
            : t('account.idin-inactive')
        }
      />
      <Fact
        label={t('account.last-login')}
        value={
          account.loginInfo.lastLogin ? formatLongDate(account.loginInfo.lastLogin) : t('account.unknown')
        }
      />
      <Fact label={t('account.newsletter')} value={yesNo(account.digitalNewsletterActive)} />
      <Fact label={t('account.announcements')} value={yesNo(account.announcementEmailActive)} />
    </SimpleGrid>
  );
}

/** The login and contact facts of the account, read-only (spec §2 Settings). */
export function AccountFacts() {
  const { t } = useTranslation('settings');
  const account = useAccountDetails();
  return (
    <SettingsSection id="settings-account" title={t('account.title')} gap="md">
      <QueryState query={account} failed={{ text: t('account.failed') }} loading={{ heights: [48, 48, 48] }}>
        {(data) => <Facts account={data} />}
      </QueryState>
    </SettingsSection>
  );
}
