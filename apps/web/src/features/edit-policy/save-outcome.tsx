import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { ContractCards, MissingRequiredPackage, SaveContractCardsReply } from '@mijn/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SentNotice } from '../../components/sent-notice.tsx';
import { formatLongDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';

type Applied = Extract<SaveContractCardsReply, { outcome: 'saved' | 'unchanged' }>;

/** After the save: from when the change counts, where to see it, and the papers that come with it. */
export function SaveSuccess({ reply, isRequest }: { reply: Applied; isRequest: boolean }) {
  const { t } = useTranslation('edit-policy');
  const saved = reply.outcome === 'saved';
  const texts = isRequest ? 'request.saved' : 'saved';
  return (
    <SentNotice title={saved ? t(`${texts}.title`) : t('saved.unchanged-title')}>
      <Stack gap="sm">
        <Text>
          {saved
            ? t(`${texts}.text`, { date: formatLongDate(reply.startDate), year: reply.year })
            : t('saved.unchanged-text', { year: reply.year })}
        </Text>
        {saved && <Text>{t(`${texts}.documents`)}</Text>}
        <Group gap="lg">
          <Anchor component={Link} to={paths.policyOverview} underline="always">
            {t('saved.to-overview')}
          </Anchor>
          {saved && (
            <Anchor component={Link} to={paths.messages} underline="always">
              {t('saved.to-messages')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </SentNotice>
  );
}

interface MissingPackagesDialogProps {
  cards: ContractCards;
  missing: readonly MissingRequiredPackage[];
  onClose: () => void;
}

/** Spec §4: saving without a package everyone must have lists what is still to be chosen. */
export function MissingPackagesDialog({ cards, missing, onClose }: MissingPackagesDialogProps) {
  const { t } = useTranslation('edit-policy');
  const nameOf = (customerNumber: string) =>
    cards.insuredPersons.find((person) => person.customerNumber === customerNumber)?.name ?? customerNumber;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('missing.title')}
      closeButtonProps={{ 'aria-label': t('missing.close') }}
    >
      <Stack gap="md">
        <Text>{t('missing.text')}</Text>
        <List>
          {missing.map((item) => (
            <List.Item key={`${item.customerNumber}-${item.group}`}>
              {t('missing.item', {
                name: nameOf(item.customerNumber),
                group: t(`groups.${item.group}.title`),
              })}
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('missing.choose')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
