import { Radio, Stack } from '@mantine/core';
import type { PaymentDetails } from '@mijn/contract';
import { type CustomerPaymentMethod, INVOICE_BY_POST_SURCHARGE_CENTS } from '@mijn/domain';
import type { ReactNode } from 'react';
import { formatEuro } from '../../lib/format.ts';
import type { ContractForm } from '../../lib/forms/index.ts';
import type { PaymentDetailsValues } from './payment-details-form.ts';
import { usePaymentTexts } from './payment-texts.ts';

interface MethodFieldProps {
  form: ContractForm<PaymentDetailsValues>;
  details: PaymentDetails;
  path: 'paymentMethod' | 'paymentMethodExcess';
  label: string;
  methods: readonly CustomerPaymentMethod[];
  description?: ReactNode;
}

/**
 * A payment method as radio buttons, each with what it means: spec §9's post surcharge for a bill by
 * post, and iDEAL's digital post (spec §4), which needs an e-mail address when the post is on paper.
 */
export function MethodField({ form, details, path, label, methods, description }: MethodFieldProps) {
  const { t, method } = usePaymentTexts();
  const idealImpossible = !details.digitalPost && !details.hasEmailAddress;
  const help = path === 'paymentMethod' ? 'method-help' : 'excess-method-help';
  return (
    <Radio.Group label={label} description={description} {...form.field(path)}>
      <Stack gap="xs" mt="xs">
        {methods.map((choice) => (
          <Radio
            key={choice}
            value={choice}
            label={method(choice)}
            disabled={choice === 'iDeal' && idealImpossible}
            description={
              choice === 'iDeal' && idealImpossible
                ? t('form.ideal-needs-email')
                : t(`form.${help}.${choice}`, { surcharge: formatEuro(INVOICE_BY_POST_SURCHARGE_CENTS) })
            }
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
