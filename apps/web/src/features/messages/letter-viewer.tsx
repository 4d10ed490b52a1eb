import { Anchor, Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Document, Letter } from '@mijn/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/screen-state.tsx';
import { formatDate, formatEuro, telHref } from '../../lib/format.ts';
import { useDownloadDocument, useLetter } from './api.ts';

/** Phones read a letter full screen; wider screens in a dialog over the list. */
const phone = '(max-width: 48em)';

interface LetterViewerProps {
  /** The letter to show, or null when the viewer is closed. */
  document: Document | null;
  onClose: () => void;
}

/** What a letter that asks for money asks: amount, account and reference, and where to pay at once. */
function PaymentBox({ payment }: { payment: NonNullable<Letter['payment']> }) {
  const { t } = useTranslation('messages');
  const rows: [string, string][] = [
    [t('viewer.payment.amount'), formatEuro(payment.amountCents)],
    [t('viewer.payment.iban'), `${payment.iban.replace(/(.{4})(?=.)/g, '$1 ')} (${payment.accountName})`],
    [t('viewer.payment.reference'), payment.reference],
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="letter-payment">
      <Stack gap="sm">
        <Title order={3} size="h4" id="letter-payment">
          {t('viewer.payment.title')}
        </Title>
        <dl className="mijn-letter-details">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <Button component={Link} to={payment.payPath} className="mijn-letter-pay">
          {t('viewer.payment.pay')}
        </Button>
      </Stack>
    </Paper>
  );
}

function LetterText({ letter }: { letter: Letter }) {
  const { t } = useTranslation('messages');
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {letter.docType} · <time dateTime={letter.publicationDate}>{formatDate(letter.publicationDate)}</time>{' '}
        · {letter.customerName}
      </Text>
      {letter.paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {letter.table && (
        <Table.ScrollContainer minWidth={280}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{letter.table.header[0]}</Table.Th>
                <Table.Th ta="right">{letter.table.header[1]}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {letter.table.rows.map(([left, right]) => (
                <Table.Tr key={`${left}${right}`}>
                  <Table.Td>{left}</Table.Td>
                  <Table.Td ta="right">{right}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {letter.payment && <PaymentBox payment={letter.payment} />}
      <dl className="mijn-letter-details" aria-label={t('viewer.references')}>
        {letter.details.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <Text size="sm">
        {t('viewer.questions')}{' '}
        <Anchor href={telHref(letter.phoneNumber)} underline="always">
          {letter.phoneNumber}
        </Anchor>
      </Text>
    </Stack>
  );
}

/**
 * A letter read in the app: its text in the screen's language, full screen on a phone, with the
 * PDF as a second action. The dialog keeps focus inside and gives it back to the letter opened.
 */
export function LetterViewer({ document, onClose }: LetterViewerProps) {
  const { t } = useTranslation('messages');
  const fullScreen = useMediaQuery(phone, false, { getInitialValueInEffect: false });
  const letter = useLetter(document?.documentID ?? null);
  const download = useDownloadDocument();
  const title = letter.data?.title ?? document?.name ?? '';
  return (
    <Modal
      opened={document !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      size="lg"
      title={<span className="mijn-letter-title">{title}</span>}
      closeButtonProps={{ 'aria-label': t('viewer.close') }}
    >
      <Stack gap="lg">
        <QueryState query={letter} loading={{ heights: [24, 80, 80] }} failed={{ text: t('viewer.failed') }}>
          {(data) => <LetterText letter={data} />}
        </QueryState>
        <Group gap="sm">
          <Button
            variant="default"
            loading={download.isPending}
            onClick={() => document && download.mutate(document)}
          >
            {t('viewer.download')}
          </Button>
          <Button variant="subtle" onClick={onClose}>
            {t('viewer.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
