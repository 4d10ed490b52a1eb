import { Button, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/screen-state.tsx';
import { formatDate } from '../../lib/format.ts';
import { useRevealedSocialSecurityNumber } from './api.ts';

/** A birth date with only its year: the day and month make it an identifier. */
export const maskedBirthDate = (birthDate: string) => `••-••-${birthDate.slice(0, 4)}`;

/** A value shown masked, with words for a screen reader instead of the dots. */
export function Masked({ shown, spoken }: { shown: string; spoken: string }) {
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </>
  );
}

interface RevealProps {
  revealed: boolean;
  onReveal: (revealed: boolean) => void;
}

/**
 * The privacy-sensitive data popup (spec §2 Other): before the BSN and the full birth date show, it
 * asks the person to make sure nobody is looking along. Hiding them again needs no question.
 */
export function SensitiveDataReveal({ revealed, onReveal }: RevealProps) {
  const { t } = useTranslation('personal-details');
  const [opened, { open, close }] = useDisclosure(false);
  if (revealed) {
    return (
      <Button variant="default" onClick={() => onReveal(false)}>
        {t('sensitive.hide')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="default" onClick={open}>
        {t('sensitive.show')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('sensitive.title')}
        centered
        radius="md"
        padding="lg"
        closeButtonProps={{ 'aria-label': t('sensitive.close') }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <Stack gap="lg">
          <Text>{t('sensitive.text')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              {t('sensitive.cancel')}
            </Button>
            <Button
              onClick={() => {
                close();
                onReveal(true);
              }}
            >
              {t('sensitive.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * The whole BSN, asked of the server only while it is shown (issue 34): the details carry it masked.
 * Hiding it unmounts this, and the answer is not kept.
 */
function RevealedSocialSecurityNumber({ customerNumber }: { customerNumber: string }) {
  const { t } = useTranslation('personal-details');
  const revealed = useRevealedSocialSecurityNumber(customerNumber);
  return (
    <QueryState
      query={revealed}
      loading={{ label: t('sensitive.bsn-loading'), heights: [20] }}
      failed={{ text: t('sensitive.bsn-failed') }}
    >
      {({ socialSecurityNumber }) => socialSecurityNumber}
    </QueryState>
  );
}

/** BSN and birth date, masked until revealed; the server sends the BSN masked (`••••••333`). */
export function useSensitiveFacts(
  person: { customerNumber: string; socialSecurityNumber: string; birthDate: string },
  revealed: boolean,
) {
  const { t } = useTranslation('personal-details');
  const year = person.birthDate.slice(0, 4);
  const bsnEnd = person.socialSecurityNumber.slice(-3);
  return {
    birthDate: revealed ? (
      formatDate(person.birthDate)
    ) : (
      <Masked shown={maskedBirthDate(person.birthDate)} spoken={t('sensitive.birth-date-hidden', { year })} />
    ),
    socialSecurityNumber: revealed ? (
      <RevealedSocialSecurityNumber customerNumber={person.customerNumber} />
    ) : (
      <Masked shown={person.socialSecurityNumber} spoken={t('sensitive.bsn-hidden', { end: bsnEnd })} />
    ),
  };
}
