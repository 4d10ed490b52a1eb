import { Alert, Stack, Text } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../lib/errors/index.ts';
import type { ClaimDraft, SendChecks } from './claim-draft.ts';
import { DuplicateQuestion } from './duplicate-question.tsx';

interface SendOutcomeProps {
  draft: ClaimDraft;
  checks: SendChecks;
  failureRef: RefObject<HTMLDivElement | null>;
  /** Where focus goes when the person decides not to send the likely duplicate. */
  onNotSent: () => void;
}

/** After pressing send: the question about a likely duplicate, or why the claim was not accepted. */
export function SendOutcome({ draft, checks, failureRef, onNotSent }: SendOutcomeProps) {
  const { t } = useTranslation('submit-claim');
  const fieldError = useFieldError();
  const { duplicateOf, failure } = draft;
  return (
    <>
      {duplicateOf !== null && (
        <DuplicateQuestion
          earlier={duplicateOf}
          onConfirm={() => draft.send(checks, true)}
          onCancel={() => {
            draft.dismissDuplicate();
            onNotSent();
          }}
          sending={draft.sending}
        />
      )}
      {failure !== null && (
        <Alert
          ref={failureRef}
          tabIndex={-1}
          role="alert"
          color="red"
          variant="light"
          title={t('submit-failed-title')}
        >
          <Stack gap={4}>
            <Text size="sm">{t(failure.key)}</Text>
            {failure.detail && <Text size="sm">{fieldError(failure.detail)}</Text>}
          </Stack>
        </Alert>
      )}
    </>
  );
}
