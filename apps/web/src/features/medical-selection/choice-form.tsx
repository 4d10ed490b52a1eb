import { Button, Radio, Stack } from '@mantine/core';
import { type AgreementDetail, MedicalSelectionChoice, medicalSelectionCoverCodes } from '@mijn/contract';
import { fullName } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { PersonName } from '../../components/person-name/index.ts';
import { useContractForm } from '../../lib/forms/index.ts';

export interface Choice {
  customerNumber: string;
  productComponentCode: string;
}

interface ChoiceFormProps {
  agreement: AgreementDetail;
  onChosen: (choice: Choice) => void;
}

/** Whom the medical selection is for, and which dental cover. */
export function ChoiceForm({ agreement, onChosen }: ChoiceFormProps) {
  const { t } = useTranslation('medical-selection');
  const choice = useContractForm<Choice & Record<string, unknown>>({
    schema: MedicalSelectionChoice,
    initialValues: { customerNumber: '', productComponentCode: '' },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (choice.validate()) onChosen(choice.form.getValues());
      }}
    >
      <Stack gap="lg">
        <Radio.Group label={t('screen.person')} withAsterisk {...choice.field('customerNumber')}>
          <Stack gap="xs" mt="xs" data-path="customerNumber">
            {agreement.agreementParticipants.map(({ customer }) => (
              <Radio
                key={customer.customerNumber}
                value={customer.customerNumber}
                label={<PersonName name={fullName(customer)} />}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Radio.Group label={t('screen.cover')} withAsterisk {...choice.field('productComponentCode')}>
          <Stack gap="xs" mt="xs" data-path="productComponentCode">
            {medicalSelectionCoverCodes.map((code) => (
              <Radio key={code} value={code} label={t(`covers.${code}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Button type="submit" w="fit-content">
          {t('screen.start')}
        </Button>
      </Stack>
    </form>
  );
}
