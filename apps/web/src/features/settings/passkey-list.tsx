import { Button, Group, Stack, Text } from '@mantine/core';
import type { Passkey } from '@mijn/contract';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../components/tone-badge/tone-badge.tsx';
import { formatLongDate } from '../../lib/format.ts';

interface PasskeyListProps {
  passkeys: readonly Passkey[];
  onRemove: (passkey: Passkey) => void;
}

function PasskeyItem({ passkey, onRemove }: { passkey: Passkey; onRemove: (passkey: Passkey) => void }) {
  const { t } = useTranslation('settings');
  return (
    <li className="mijn-settings-list-item">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {passkey.name}
            </Text>
            {passkey.backedUp && (
              <span title={t('passkeys.synced-description')}>
                <ToneBadge tone="neutral">{t('passkeys.synced')}</ToneBadge>
              </span>
            )}
          </Group>
          <Text size="sm">
            {t('passkeys.created', { date: formatLongDate(passkey.createdAt) })} ·{' '}
            {passkey.lastUsedAt === null
              ? t('passkeys.never-used')
              : t('passkeys.last-used', { date: formatLongDate(passkey.lastUsedAt) })}
          </Text>
        </Stack>
        <Button
          variant="default"
          size="sm"
          onClick={() => onRemove(passkey)}
          aria-label={t('passkeys.remove-named', { name: passkey.name })}
        >
          {t('passkeys.remove')}
        </Button>
      </Group>
    </li>
  );
}

/** The account's passkeys with when each was added and last used. */
export function PasskeyList({ passkeys, onRemove }: PasskeyListProps) {
  return (
    <ul className="mijn-settings-list" aria-labelledby="settings-passkeys">
      {passkeys.map((passkey) => (
        <PasskeyItem key={passkey.id} passkey={passkey} onRemove={onRemove} />
      ))}
    </ul>
  );
}
