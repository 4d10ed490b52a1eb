import { Group, Stack, Text } from '@mantine/core';
import type { GenericDocument } from '@mijn/contract';
import { splitDocumentName } from '@mijn/domain';
import { DocumentDownload } from './document-download.tsx';

/** A document with its name split into the kind (prefix) and the package (spec §3 Document). */
export function DocumentRow({ document }: { document: GenericDocument }) {
  const { prefix, packageName } = splitDocumentName(document.name);
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
      <DocumentDownload document={document} label={document.name} />
    </Group>
  );
}
