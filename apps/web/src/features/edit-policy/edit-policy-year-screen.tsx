import { Stack, Text } from '@mantine/core';
import type { AgreementMutability } from '@mijn/contract';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/screen-state.tsx';
import { useContractCards, useMutability } from './api.ts';
import { DenialExplanation } from './denial-explanation.tsx';
import { PolicyEditor } from './policy-editor.tsx';

interface EditPolicyForYearProps {
  year: number;
  contractCode: string;
  agreementId: string;
  shouldResetSelection: boolean;
}

/**
 * Routes polis-wijzigen/… and polis-aanvragen/{selectedYear}/{contractCode}/{agreementId}/{shouldResetSelection}
 * (spec §2): a year nobody is insured in yet is requested with the same cards (decision 0050).
 */
export function EditPolicyYearScreen() {
  const params = useParams({ strict: false }) as {
    selectedYear: number;
    contractCode: string;
    agreementId: string;
    shouldResetSelection: boolean;
  };
  return (
    <EditPolicyForYear
      year={params.selectedYear}
      contractCode={params.contractCode}
      agreementId={params.agreementId}
      shouldResetSelection={params.shouldResetSelection}
    />
  );
}

/**
 * The cover of one agreement for one year: first whether it may change now (spec §4 denial
 * reasons), then the cards to choose from.
 */
export function EditPolicyForYear({
  year,
  contractCode,
  agreementId,
  shouldResetSelection,
}: EditPolicyForYearProps) {
  // The overlay's texts load with the screen, so opening it never suspends the choices made.
  const { t } = useTranslation(['edit-policy', 'medical-selection', 'contract-cards']);
  const target = { agreementId: Number(agreementId), contractCode, policyYear: year };
  const mutability = useMutability(target);
  const cards = useContractCards(target, mutability.data?.isMutable === true);
  // Kept as the screen opened: after a request is saved the year is a change, but this visit was a request.
  const [openedAs, setOpenedAs] = useState<AgreementMutability['mode'] | null>(null);
  if (openedAs === null && mutability.data) setOpenedAs(mutability.data.mode);
  const isRequest = openedAs === 'request';
  const texts = isRequest ? 'request' : 'editor';
  return (
    <Stack gap="xl" maw={1120}>
      <Stack gap="xs">
        <PageHeading>{t(`${texts}.title`, { year })}</PageHeading>
        <Text size="lg">{t(`${texts}.intro`, { year })}</Text>
      </Stack>
      <QueryState
        query={mutability}
        loading={{ label: t('editor.loading'), heights: [120, 320] }}
        failed={{ text: t('editor.failed') }}
      >
        {(answer) =>
          answer.reason !== null ? (
            <DenialExplanation denial={{ ...answer, reason: answer.reason }} />
          ) : (
            <QueryState
              query={cards}
              loading={{ label: t('editor.loading'), heights: [320, 320] }}
              failed={{ text: t('editor.failed') }}
            >
              {(loaded) => (
                <PolicyEditor
                  cards={loaded}
                  termMutability={answer.paymentTerm}
                  shouldResetSelection={shouldResetSelection}
                  isRequest={isRequest}
                />
              )}
            </QueryState>
          )
        }
      </QueryState>
    </Stack>
  );
}
