import { Alert, Button, Checkbox, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendTip } from './api.ts';
import { tipLimits, validateCompanyName, validateSuggestion, validateWebsite } from './tip-rules.ts';

interface TipValues {
  companyName: string;
  website: string;
  suggestion: string;
  mayContact: boolean;
}

const empty: TipValues = { companyName: '', website: '', suggestion: '', mayContact: false };

/** The 'golden tip': a member suggests a partner or an offer (MemberOffer/Tip), then reads a thank-you. */
export function TipForm() {
  const { t } = useTranslation('member-offers');
  const send = useSendTip();
  const thanks = useRef<HTMLDivElement>(null);
  const form = useForm<TipValues>({
    initialValues: empty,
    validate: { companyName: validateCompanyName, website: validateWebsite, suggestion: validateSuggestion },
  });
  const error = (field: keyof TipValues) => {
    const key = form.errors[field];
    return typeof key === 'string' ? t(key, tipLimits) : undefined;
  };

  return (
    <section aria-labelledby="golden-tip" className="mijn-tip">
      <Title order={2} size="h3" id="golden-tip">
        {t('tip.title')}
      </Title>
      <Text mt="xs" mb="md">
        {t('tip.text')}
      </Text>
      {send.isSuccess ? (
        <Alert
          color="green"
          variant="light"
          radius="md"
          title={
            <Text span fw={700} c="#1e5a28" inherit>
              {t('tip.thanks-title')}
            </Text>
          }
          ref={thanks}
          tabIndex={-1}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('tip.thanks-text')}</Text>
            <Button
              variant="default"
              size="compact-sm"
              onClick={() => {
                form.reset();
                send.reset();
              }}
            >
              {t('tip.another')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            send.mutate(
              {
                companyName: values.companyName.trim(),
                suggestion: values.suggestion.trim(),
                mayContact: values.mayContact,
                ...(values.website.trim() === '' ? {} : { website: values.website.trim() }),
              },
              { onSuccess: () => requestAnimationFrame(() => thanks.current?.focus()) },
            ),
          )}
        >
          <Stack gap="md">
            <TextInput
              label={t('tip.company')}
              withAsterisk
              maxLength={tipLimits.companyMax}
              {...form.getInputProps('companyName')}
              error={error('companyName')}
            />
            <TextInput
              label={t('tip.website')}
              description={t('tip.website-hint')}
              maxLength={tipLimits.websiteMax}
              inputMode="url"
              {...form.getInputProps('website')}
              error={error('website')}
            />
            <Textarea
              label={t('tip.suggestion')}
              description={t('tip.suggestion-hint', { max: tipLimits.suggestionMax })}
              withAsterisk
              rows={5}
              maxLength={tipLimits.suggestionMax}
              {...form.getInputProps('suggestion')}
              error={error('suggestion')}
            />
            <Checkbox
              label={t('tip.may-contact')}
              {...form.getInputProps('mayContact', { type: 'checkbox' })}
            />
            <Group>
              <Button type="submit" loading={send.isPending}>
                {t('tip.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </section>
  );
}
