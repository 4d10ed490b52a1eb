import type { ReadabilityResult } from '@mijn/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signatureOf, testFile } from '../../../components/attachments/test-files.ts';
import { signIn } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { useContractForm } from '../use-contract-form.ts';
import { FilesField, useFiles } from './files-field.tsx';

const readable = http.post('*/api/Declaration/ValidateAttachmentsReadability', () =>
  HttpResponse.json<ReadabilityResult[]>([{ fileName: 'nota.pdf', readabilityScore: 2 }]),
);

function FilesForm({ required, onSend }: { required: boolean; onSend: (names: string[]) => void }) {
  const files = useFiles({ required });
  const contract = useContractForm({ schema: z.object({}), initialValues: {}, alsoCheck: files.check });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (contract.validate()) onSend(files.attachments.map((attachment) => attachment.file.name));
      }}
    >
      <FilesField files={files} contract={contract} label="Nota's" />
      <button type="submit">Versturen</button>
    </form>
  );
}

describe('FilesField', () => {
  it('asks at least one file with focus on the field, and clears the error once a readable one is added', async () => {
    signIn(['mayCreateDeclaration']);
    server.use(readable);
    const user = userEvent.setup();
    const sent: string[][] = [];
    renderWithProviders(<FilesForm required onSend={(names) => sent.push(names)} />);
    await user.click(await screen.findByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Voeg minimaal 1 bestand toe.')).toBeInTheDocument();
    const input = screen.getByLabelText(/Nota's/, { selector: 'input' });
    await waitFor(() => expect(input).toHaveFocus());
    expect(sent).toEqual([]);

    await user.upload(input, testFile('nota.pdf', signatureOf.pdf));
    await screen.findByText('Leesbaar');
    expect(screen.queryByText('Voeg minimaal 1 bestand toe.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(sent).toEqual([['nota.pdf']]);
  });

  it('lets an optional field stay empty', async () => {
    const user = userEvent.setup();
    const sent: string[][] = [];
    renderWithProviders(<FilesForm required={false} onSend={(names) => sent.push(names)} />);
    await user.click(await screen.findByRole('button', { name: 'Versturen' }));
    expect(sent).toEqual([[]]);
  });
});
