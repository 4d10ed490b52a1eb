import { Radio, Stack, Text } from '@mantine/core';
import { fullName } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { PersonName } from '../../components/person-name/index.ts';
import type { ContractForm } from '../../lib/forms/index.ts';
import { type ClaimFormValues, costKinds } from './claim-form.ts';
import type { Claimant } from './claimants.ts';

interface WhoStepProps {
  claim: ContractForm<ClaimFormValues>;
  persons: readonly Claimant[];
  ownCustomerNumber: string;
  /** Co-insured of 16 and over are in the household but not in the list (spec §6 privacy). */
  olderChildrenLeftOut: boolean;
  /** The photo-first claim is for care in the Netherlands only, so it does not ask the kind. */
  askKind?: boolean;
}

/** Step 1: for whom, and which kind of costs. */
export function WhoStep({
  claim,
  persons,
  ownCustomerNumber,
  olderChildrenLeftOut,
  askKind = true,
}: WhoStepProps) {
  const { t } = useTranslation('submit-claim');
  const { field } = claim;
  return (
    <Stack gap="lg">
      <Radio.Group label={t('who.insured')} withAsterisk {...field('CurrentSelectedCustomerNumber')}>
        <Stack gap="xs" mt="xs">
          {persons.map((person) => (
            <Radio
              key={person.customerNumber}
              value={person.customerNumber}
              label={
                <PersonName
                  name={fullName(person)}
                  sentence={
                    person.customerNumber === ownCustomerNumber
                      ? (name) => t('who.self', { name })
                      : undefined
                  }
                />
              }
            />
          ))}
        </Stack>
      </Radio.Group>
      {olderChildrenLeftOut && (
        <Text size="sm" c="dimmed">
          {t('who.older-children')}
        </Text>
      )}
      {askKind && (
        <Radio.Group label={t('who.kind')} withAsterisk {...field('kind')}>
          <Stack gap="xs" mt="xs">
            {costKinds.map((kind) => (
              <Radio
                key={kind}
                value={kind}
                label={t(`kinds.${kind}`)}
                description={t(`kinds.${kind}-help`)}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}
