import { Group, Stack, Text } from '@mantine/core';
import type { GenericDocument } from '@mijn/contract';
import { splitDocumentName } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { DocumentDownload } from './document-download.tsx';
import { readerProductName } from './reader-product-name.ts';

/**
 * A document with its name split into the kind (prefix) and the package (spec §3 Document). The
 * insurer names its documents in Dutch, as on the PDF; an English reader gets the kind in English.
 */
export function DocumentRow({ document }: { document: GenericDocument }) {
  const { t, i18n } = useTranslation('compensation-documents');
  const split = splitDocumentName(document.name);
  const productName = readerProductName(t, i18n.language, document);
  const packageName =
    productName === document.productName ? split.packageName : `${productName} ${document.year}`;
  const prefix = i18n.language === 'en-US' ? t(`doc-types.${document.docType}`) : split.prefix;
  const name = packageName === null ? prefix : `${prefix} ${packageName}`;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" className="mijn-document-row">
      <Stack gap={0} miw={0}>
        <Text size="sm" c="dimmed" className="mijn-document-kind">
          {prefix}
        </Text>
        {packageName !== null && (
          <Text fw={600} className="mijn-document-package">
            {packageName}
          </Text>
        )}
      </Stack>
      <DocumentDownload document={document} label={name} />
    </Group>
  );
}
