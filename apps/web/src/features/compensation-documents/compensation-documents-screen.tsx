import { Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { productTypeDescriptionKeys } from '@mijn/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { personOption } from '../../components/person-name/index.ts';
import { QueryState } from '../../components/screen-state.tsx';
import { useGenericDocuments, useInsuredNames, useYearChoices } from './api.ts';
import { forInsured, insuredNumbers, mostRequested, perProduct } from './document-groups.ts';
import { DocumentRow } from './document-row.tsx';
import './compensation-documents.css';
import { readerProductName } from './reader-product-name.ts';

const everyone = 'all';

/** Reimbursement documents (vergoedingsdocumenten): most requested, and the documents per product. */
export function CompensationDocumentsScreen() {
  const { t, i18n } = useTranslation('compensation-documents');
  const years = useYearChoices();
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const year = chosenYear ?? years.current;
  const [insured, setInsured] = useState<string>(everyone);
  const documents = useGenericDocuments(year);
  const names = useInsuredNames(year);

  const all = documents.data ?? [];
  const shown = forInsured(all, insured === everyone ? null : insured);
  const popular = mostRequested(shown);
  const products = perProduct(shown);
  const insuredOptions = [
    { value: everyone, label: t('filters.everyone') },
    ...insuredNumbers(all).map((number) => personOption(number, names.get(number) ?? number)),
  ];

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <PageHeading>{t('title')}</PageHeading>
        <Text size="lg">{t('intro')}</Text>
      </Stack>
      <Group gap="md" align="flex-end" wrap="wrap" role="group" aria-label={t('filters.label')}>
        <NativeSelect
          label={t('filters.year')}
          data={years.all.map((value) => ({
            value: String(value),
            label: value === years.offer ? t('filters.offer-year', { year: value }) : String(value),
          }))}
          value={String(year)}
          onChange={(event) => {
            setChosenYear(Number(event.currentTarget.value));
            setInsured(everyone);
          }}
          w={{ base: '100%', xs: 200 }}
        />
        <NativeSelect
          label={t('filters.insured')}
          data={insuredOptions}
          value={insured}
          onChange={(event) => setInsured(event.currentTarget.value)}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      <QueryState
        query={documents}
        loading={{ label: t('loading'), heights: [120, 240] }}
        failed={{ title: t('failed-title'), text: t('failed') }}
        empty={{ when: () => shown.length === 0, title: t('none-title', { year }), text: t('none') }}
      >
        {() => (
          <>
            <Stack gap="md" component="section" aria-labelledby="most-requested">
              <Title order={2} id="most-requested" size="h3">
                {t('most-requested')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {popular.map((document) => (
                  <Card
                    key={document.documentID}
                    withBorder
                    radius="md"
                    padding="md"
                    className="mijn-popular-document"
                  >
                    <DocumentRow document={document} />
                  </Card>
                ))}
              </SimpleGrid>
            </Stack>
            <Stack gap="md" component="section" aria-labelledby="per-product">
              <Title order={2} id="per-product" size="h3">
                {t('per-product')}
              </Title>
              {products.map((product) => (
                <Card
                  key={product.productCode}
                  withBorder
                  radius="md"
                  padding="md"
                  component="section"
                  aria-labelledby={`product-${product.productCode}`}
                >
                  <Stack gap="sm">
                    <Stack gap={0}>
                      <Title order={3} size="h4" id={`product-${product.productCode}`}>
                        {readerProductName(t, i18n.language, product)}
                      </Title>
                      {product.productType !== null && (
                        <Text size="sm" c="dimmed">
                          {t(
                            `product-types.${productTypeDescriptionKeys[product.productType].split('.')[1]}`,
                          )}
                        </Text>
                      )}
                    </Stack>
                    {product.documents.map((document) => (
                      <DocumentRow key={document.documentID} document={document} />
                    ))}
                  </Stack>
                </Card>
              ))}
            </Stack>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
