import { Alert, Button, Group } from '@mantine/core';
import type { DuplicateOf } from '@mijn/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';

interface DuplicateQuestionProps {
  earlier: DuplicateOf;
  onConfirm: () => void;
  onCancel: () => void;
  sending: boolean;
}

/** Asks, before sending again, about a bill the server says was submitted before (409 on POST Declaration). */
export function DuplicateQuestion({ earlier, onConfirm, onCancel, sending }: DuplicateQuestionProps) {
  const { t } = useTranslation('submit-claim');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  // Mantine's Alert names itself after its title, so the question is the dialog's name.
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="alertdialog"
      color="yellow"
      variant="light"
      title={t('duplicate.question', {
        date: formatDate(earlier.receivedDate),
        declarationId: earlier.declarationId,
      })}
    >
      <Group gap="sm">
        <Button type="button" onClick={onConfirm} loading={sending}>
          {t('duplicate.confirm')}
        </Button>
        <Button type="button" variant="default" onClick={onCancel} disabled={sending}>
          {t('duplicate.cancel')}
        </Button>
      </Group>
    </Alert>
  );
}
