import { Anchor, List, Stack, Text } from '@mantine/core';
import type { AgreementMutability, AgreementSummary } from '@mijn/contract';
import { insurerYear } from '@mijn/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/screen-state.tsx';
import { paths } from '../../lib/paths.ts';
import { useAgreements, useMutabilities } from './api.ts';
import { changeTargets, firstDenial, openForChange } from './changeable-years.ts';
import { DenialExplanation } from './denial-explanation.tsx';

const yearPath = (answer: AgreementMutability) =>
  paths.editPolicyForYear(answer.policyYear, answer.contractCode, String(answer.agreementId), false);

/**
 * Route polis-wijzigen (spec §2): what can be changed, the agreements the user holds and the years
 * open for a change. With exactly one, straight to it; with none, why not (spec §4).
 */
export function EditPolicyScreen() {
  const { t } = useTranslation('edit-policy');
  const agreements = useAgreements();
  const thisYear = insurerYear(new Date());
  const targets = changeTargets(agreements.data ?? [], thisYear);
  const answers = useMutabilities(targets, agreements.data !== undefined);
  const combined = {
    isPending: agreements.isPending || answers.isPending,
    isError: agreements.isError || answers.isError,
    data:
      agreements.data && answers.data ? { agreements: agreements.data, answers: answers.data } : undefined,
  };

  return (
    <Stack gap="xl" maw={760}>
      <Stack gap="xs">
        <PageHeading>{t('chooser.title')}</PageHeading>
        <Text size="lg">{t('chooser.intro')}</Text>
      </Stack>
      <QueryState
        query={combined}
        loading={{ label: t('chooser.loading'), heights: [120] }}
        failed={{ text: t('chooser.failed') }}
        empty={{ text: t('chooser.no-agreements'), when: (data) => data.agreements.length === 0 }}
      >
        {(data) => <Choices agreements={data.agreements} answers={data.answers} />}
      </QueryState>
    </Stack>
  );
}

function Choices({
  agreements,
  answers,
}: {
  agreements: readonly AgreementSummary[];
  answers: readonly AgreementMutability[];
}) {
  const { t } = useTranslation('edit-policy');
  const navigate = useNavigate();
  const open = openForChange(answers);
  const only = open.length === 1 ? open[0] : undefined;

  useEffect(() => {
    if (only) void navigate({ to: yearPath(only), replace: true });
  }, [only, navigate]);

  if (only) return null;
  if (open.length === 0) {
    const denial = firstDenial(answers);
    if (!denial) return <Text>{t('chooser.nothing-open')}</Text>;
    return <DenialExplanation denial={denial} />;
  }
  return (
    <Stack gap="sm">
      <Text>{t('chooser.pick')}</Text>
      <List spacing="sm">
        {open.map((answer) => {
          const agreement = agreements.find((candidate) => candidate.agreementId === answer.agreementId);
          return (
            <List.Item key={`${answer.agreementId}-${answer.policyYear}`}>
              <Anchor component={Link} to={yearPath(answer)} underline="always" fw={600}>
                {t('chooser.option', {
                  year: answer.policyYear,
                  agreement: agreement?.agreementIdNumber ?? answer.agreementId,
                  collectivity: agreement?.collectivity ?? '',
                })}
              </Anchor>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
