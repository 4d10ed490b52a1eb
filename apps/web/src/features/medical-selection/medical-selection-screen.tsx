import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { AgreementDetail, MedicalSelectionResult } from '@mijn/contract';
import { fullName } from '@mijn/domain';
import { Link, useParams } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MedicalSelectionOverlay,
  type MedicalSelectionRequest,
  Rejection,
  refusalOf,
} from '../../components/medical-selection/index.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/screen-state.tsx';
import { SentNotice } from '../../components/sent-notice.tsx';
import { paths } from '../../lib/paths.ts';
import { useShownFromTop } from '../../lib/use-shown-from-top.ts';
import { useHeldAgreement } from './api.ts';
import { type Choice, ChoiceForm } from './choice-form.tsx';

/**
 * Route medische-selectie/{selectedYear}/{contractCode}/{agreementId} (spec §2): the policyholder
 * answers the medical selection for a person of the agreement ahead of choosing the cover under
 * "Polis wijzigen", which then finds the approval.
 */
export function MedicalSelectionScreen() {
  const { selectedYear, contractCode, agreementId } = useParams({ strict: false }) as {
    selectedYear: number;
    contractCode: string;
    agreementId: string;
  };
  return <MedicalSelection year={selectedYear} contractCode={contractCode} agreementId={agreementId} />;
}

interface MedicalSelectionProps {
  year: number;
  contractCode: string;
  agreementId: string;
}

export function MedicalSelection({ year, contractCode, agreementId }: MedicalSelectionProps) {
  const { t } = useTranslation('medical-selection');
  const agreement = useHeldAgreement(year, contractCode, agreementId);
  return (
    <Stack gap="xl" maw={760}>
      <Stack gap="xs">
        <PageHeading>{t('screen.title')}</PageHeading>
        <Text size="lg">{t('screen.intro', { year })}</Text>
      </Stack>
      <QueryState
        query={agreement}
        loading={{ label: t('screen.loading'), heights: [240] }}
        failed={{ text: t('screen.failed') }}
        empty={{ text: t('screen.not-found'), when: (found) => found === null }}
      >
        {(found) => found && <MedicalSelectionFlow agreement={found} year={year} />}
      </QueryState>
    </Stack>
  );
}

function MedicalSelectionFlow({ agreement, year }: { agreement: AgreementDetail; year: number }) {
  const { t } = useTranslation('medical-selection');
  const [request, setRequest] = useState<MedicalSelectionRequest | null>(null);
  const [outcome, setOutcome] = useState<MedicalSelectionResult | null>(null);

  const start = (choice: Choice) => {
    const person = agreement.agreementParticipants.find(
      ({ customer }) => customer.customerNumber === choice.customerNumber,
    );
    setOutcome(null);
    setRequest({
      agreementDetails: { agreementId: agreement.agreementId, contractCode: agreement.contractCode, year },
      requestedContract: choice,
      personName: person ? fullName(person.customer) : '',
      packageName: t(`covers.${choice.productComponentCode}`),
    });
  };
  const finish = (result: MedicalSelectionResult) => {
    setRequest(null);
    setOutcome(result);
  };

  return (
    <Stack gap="xl">
      {outcome?.isApproved && (
        <SentNotice title={t('approved.title')}>
          <Text>{t('approved.text', { package: outcome.packageName })}</Text>
          <NextStep />
        </SentNotice>
      )}
      {outcome && !outcome.isApproved && <RefusalNotice result={outcome} />}
      <ChoiceForm agreement={agreement} onChosen={start} />
      {request && (
        <MedicalSelectionOverlay
          request={request}
          onCancel={() => setRequest(null)}
          onApproved={finish}
          onRejected={finish}
        />
      )}
    </Stack>
  );
}

/** The refusal, kept on the screen once its overlay is closed; its heading takes focus. */
function RefusalNotice({ result }: { result: MedicalSelectionResult }) {
  const { t } = useTranslation('medical-selection');
  const heading = useRef<HTMLHeadingElement>(null);
  useShownFromTop(heading);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" ref={heading} tabIndex={-1}>
        {t('rejected.heading')}
      </Title>
      <Rejection result={refusalOf(result)} />
      <NextStep />
    </Stack>
  );
}

/** Spec §4: the cover itself is chosen under "Polis wijzigen". */
function NextStep() {
  const { t } = useTranslation('medical-selection');
  return (
    <Text mt="sm">
      {t('next-step')}{' '}
      <Anchor component={Link} to={paths.editPolicy} underline="always">
        {t('edit-policy')}
      </Anchor>
      .
    </Text>
  );
}
