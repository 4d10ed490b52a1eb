import { Alert, Stack, Text } from '@mantine/core';
import { type PaymentDetails, UpdatePaymentDetailsBody } from '@mijn/contract';
import { customerPaymentMethods } from '@mijn/domain';
import { useNavigate } from '@tanstack/react-router';
import { SaveFormFooter, useSaveFailure } from '../../components/save-form/index.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { refusedField, savePaymentDetailsFailures, screenError } from '../../lib/errors/index.ts';
import { formatLongDate } from '../../lib/format.ts';
import { useContractForm } from '../../lib/forms/index.ts';
import { paths } from '../../lib/paths.ts';
import { AccountSection } from './account-section.tsx';
import { useSavePaymentDetails } from './api.ts';
import { AuthorisationField } from './authorisation-field.tsx';
import { MethodField } from './method-field.tsx';
import {
  debitsToAuthorise,
  initialValues,
  type PaymentDetailsValues,
  screenChecks,
  toBody,
} from './payment-details-form.ts';
import { Facts } from './payment-facts.tsx';
import { usePaymentTexts } from './payment-texts.ts';
import { TermField } from './term-field.tsx';

/** What cannot be chosen now, and why (spec §4). */
function FixedChoice({ name, value, reason }: { name: string; value: string; reason: string | null }) {
  return (
    <Stack gap={4}>
      <Facts facts={[{ name, value }]} />
      {reason !== null && <Text size="sm">{reason}</Text>}
    </Stack>
  );
}

/** The edit form of one agreement's payment details, on the contract's schema (decision 0024). */
export function PaymentDetailsFormView({ details }: { details: PaymentDetails }) {
  const texts = usePaymentTexts();
  const { t } = texts;
  const navigate = useNavigate();
  const save = useSavePaymentDetails();
  const failure = useSaveFailure();
  const form = useContractForm<PaymentDetailsValues>({
    schema: UpdatePaymentDetailsBody,
    initialValues: initialValues(details),
    toInput: (values) => toBody(details, values),
    alsoCheck: screenChecks(details),
  });
  const values = form.form.getValues();
  const { mutability } = details;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    failure.clear();
    if (!form.validate()) return;
    const body = UpdatePaymentDetailsBody.parse(toBody(details, form.form.getValues()));
    save.mutate(body, {
      onSuccess: (reply) =>
        void navigate({
          to: paths.paymentDetails,
          state: {
            savedPaymentDetails: {
              scheduledFrom: reply.scheduledFrom,
              accountsChanged: reply.changedIbans.length > 0,
              convertedToDigitalPost: reply.convertedToDigitalPost,
            },
          },
        }),
      onError: (error) => {
        const field = refusedField(error);
        if (field) form.showErrors({ [field.path]: field.message });
        else failure.show(screenError(savePaymentDetailsFailures, error));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
        {details.scheduledChange && (
          <Alert color="blue" variant="light" title={texts.scheduled(details.scheduledChange).title}>
            {texts.scheduled(details.scheduledChange).text}
          </Alert>
        )}
        <SectionCard id="edit-premium" title={t('premium.title')}>
          {mutability.paymentMethod.isMutable ? (
            <MethodField
              form={form}
              details={details}
              path="paymentMethod"
              label={t('premium.method')}
              methods={details.selectablePaymentMethods}
            />
          ) : (
            <FixedChoice
              name={t('premium.method')}
              value={texts.method(details.paymentMethod)}
              // Told once, under the term, when the same reason holds both.
              reason={
                mutability.paymentMethod.reason === mutability.paymentTerm.reason
                  ? null
                  : texts.reason(mutability.paymentMethod.reason)
              }
            />
          )}
          {values.paymentMethod === 'iDeal' && !details.digitalPost && details.hasEmailAddress && (
            <Alert color="blue" variant="light">
              {t('form.ideal-digital')}
            </Alert>
          )}
          {mutability.paymentTerm.isMutable ? (
            <TermField form={form} details={details} />
          ) : (
            <FixedChoice
              name={t('premium.term')}
              value={texts.term(details.paymentTerm)}
              reason={texts.reason(mutability.paymentTerm.reason)}
            />
          )}
        </SectionCard>
        <SectionCard id="edit-excess" title={t('excess.title')}>
          <MethodField
            form={form}
            details={details}
            path="paymentMethodExcess"
            label={t('form.excess-method')}
            methods={customerPaymentMethods}
            description={t('excess.text')}
          />
        </SectionCard>
        <SectionCard id="edit-accounts" title={t('form.accounts.title')}>
          <AccountSection form={form} details={details} />
        </SectionCard>
        <AuthorisationField form={form} debits={debitsToAuthorise(details, values)} />
        <Text>{t('changeable.starts', { date: formatLongDate(details.changeStartsOn) })}</Text>
        <SaveFormFooter
          failure={failure}
          saving={save.isPending}
          saveLabel={t('form.save')}
          cancelLabel={t('form.cancel')}
          cancelTo={paths.paymentDetails}
        />
      </Stack>
    </form>
  );
}
