import type { ReadabilityResult } from '@mijn/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AttachmentsField } from './attachments-field.tsx';
import { type Attachment, validateAttachments } from './model.ts';
import { signatureOf, testFile } from './test-files.ts';

const readabilityPath = '*/api/Declaration/ValidateAttachmentsReadability';

/**
 * Answers each checked file with the score its name asks for (…-score0.pdf), else 2. The test files
 * carry their name in their content (jsdom's FormData loses the file name on its way to msw).
 */
function scoreByName(received: string[][]) {
  return http.post(readabilityPath, async ({ request }) => {
    const form = await request.formData();
    const files = form.getAll('files').filter((entry): entry is File => typeof entry !== 'string');
    const names = await Promise.all(
      files.map(async (file) => /[\w.-]+\.(pdf|jpg|png|tif)/.exec(await file.text())?.[0] ?? file.name),
    );
    received.push(names);
    const results: ReadabilityResult[] = names.map((name) => {
      const match = /score(\d)/.exec(name);
      return { fileName: name, readabilityScore: Number(match?.[1] ?? 2) as 0 | 1 | 2 | 3 };
    });
    return HttpResponse.json(results);
  });
}

function Harness({
  checkReadability = true,
  single = false,
}: {
  checkReadability?: boolean;
  single?: boolean;
}) {
  const [files, setFiles] = useState<Attachment[]>([]);
  const problem = validateAttachments(files);
  return (
    <>
      <AttachmentsField
        label="Nota's"
        value={files}
        onChange={setFiles}
        checkReadability={checkReadability}
        single={single}
      />
      <output data-testid="problem">{problem ?? 'none'}</output>
    </>
  );
}

function login() {
  signIn(['mayCreateDeclaration']);
}

describe('AttachmentsField', () => {
  it('adds a file through its labelled input, checks readability once and lists it as readable', async () => {
    login();
    const received: string[][] = [];
    server.use(scoreByName(received));
    renderWithProviders(<Harness />);
    const input = await screen.findByLabelText(/Nota's/, { selector: 'input' });
    await userEvent.upload(input, testFile('nota.pdf', signatureOf.pdf));

    const list = await screen.findByRole('list', { name: '1 toegevoegd bestand' });
    expect(within(list).getByText('nota.pdf')).toBeInTheDocument();
    expect(await within(list).findByText('Leesbaar')).toBeInTheDocument();
    expect(screen.getByTestId('problem')).toHaveTextContent('none');
    expect(received).toEqual([['nota.pdf']]);
    expect(screen.getByTestId('attachments-announcements')).toHaveTextContent('nota.pdf: goed leesbaar');
  });

  it.each([
    ['scan-score0.pdf', 'Onleesbaar', 'Dit bestand is niet leesbaar', 'validators.file-is-unreadable'],
    [
      'scan-score1.jpg',
      'Slecht leesbaar',
      'Dit bestand is slecht leesbaar',
      'validators.file-is-barely-readable',
    ],
    ['scan-score3.pdf', 'Beveiligd', 'beveiligd met een wachtwoord', 'validators.file-is-locked'],
  ])('marks %s invalid and blocks continuing', async (name, badge, text, key) => {
    login();
    server.use(scoreByName([]));
    renderWithProviders(<Harness />);
    const signature = name.endsWith('.jpg') ? signatureOf.jpeg : signatureOf.pdf;
    await userEvent.upload(
      await screen.findByLabelText(/Nota's/, { selector: 'input' }),
      testFile(name, signature),
    );
    const list = await screen.findByRole('list');
    expect(await within(list).findByText(badge)).toBeInTheDocument();
    expect(within(list).getByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.getByTestId('problem')).toHaveTextContent(key);
  });

  it('says which files were refused and why, and skips a duplicate', async () => {
    login();
    const received: string[][] = [];
    server.use(scoreByName(received));
    renderWithProviders(<Harness />);
    const input = await screen.findByLabelText(/Nota's/, { selector: 'input' });
    await userEvent.upload(input, testFile('nota.pdf', signatureOf.pdf));
    await screen.findByText('Leesbaar');
    await userEvent.upload(input, [
      testFile('virus.pdf', signatureOf.exe),
      testFile('klein.png', signatureOf.png, 100),
      testFile('nota.pdf', signatureOf.pdf),
    ]);
    expect(
      await screen.findByText(/Niet toegevoegd: virus\.pdf\. Dit bestandstype kunnen wij niet verwerken/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Niet toegevoegd: klein\.png\. Dit bestand is te klein/)).toBeInTheDocument();
    expect(screen.getByText(/Overgeslagen: nota\.pdf\. Dit bestand had u al toegevoegd/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '1 toegevoegd bestand' })).toBeInTheDocument();
    expect(received).toEqual([['nota.pdf']]);
  });

  it('removes a file with its own button and then asks for at least one file', async () => {
    login();
    server.use(scoreByName([]));
    renderWithProviders(<Harness />);
    await userEvent.upload(
      await screen.findByLabelText(/Nota's/, { selector: 'input' }),
      testFile('nota.pdf', signatureOf.pdf),
    );
    await screen.findByText('Leesbaar');
    await userEvent.click(screen.getByRole('button', { name: 'nota.pdf verwijderen' }));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByTestId('attachments-announcements')).toHaveTextContent('nota.pdf is verwijderd.');
    expect(screen.getByTestId('problem')).toHaveTextContent('validators.at-least-one-file');
  });

  it('offers a retry when the check fails, and blocks until it succeeds', async () => {
    login();
    let calls = 0;
    server.use(
      http.post(readabilityPath, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : HttpResponse.json([{ fileName: 'nota.pdf', readabilityScore: 2 }]);
      }),
    );
    renderWithProviders(<Harness />);
    await userEvent.upload(
      await screen.findByLabelText(/Nota's/, { selector: 'input' }),
      testFile('nota.pdf', signatureOf.pdf),
    );
    expect(await screen.findByText('Niet gecontroleerd')).toBeInTheDocument();
    expect(screen.getByTestId('problem')).toHaveTextContent('attachments:status.check-failed');
    await userEvent.click(screen.getByRole('button', { name: 'Leesbaarheid opnieuw controleren' }));
    expect(await screen.findByText('Leesbaar')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('problem')).toHaveTextContent('none'));
  });

  it('makes no readability call when the check is off', async () => {
    login();
    const received: string[][] = [];
    server.use(scoreByName(received));
    renderWithProviders(<Harness checkReadability={false} />);
    await userEvent.upload(
      await screen.findByLabelText(/Nota's/, { selector: 'input' }),
      testFile('nota.pdf', signatureOf.pdf),
    );
    expect(await screen.findByText('Toegevoegd')).toBeInTheDocument();
    expect(received).toEqual([]);
    expect(screen.getByTestId('problem')).toHaveTextContent('none');
  });

  it('takes files dropped on the area like chosen ones', async () => {
    login();
    const received: string[][] = [];
    server.use(scoreByName(received));
    renderWithProviders(<Harness />);
    const input = await screen.findByLabelText(/Nota's/, { selector: 'input' });
    const area = input.parentElement as HTMLElement;
    fireEvent.dragOver(area, { dataTransfer: { files: [] } });
    fireEvent.drop(area, {
      dataTransfer: {
        files: [testFile('scan.tif', signatureOf.tiffLittle), testFile('foto.exe', signatureOf.exe)],
      },
    });
    const list = await screen.findByRole('list', { name: '1 toegevoegd bestand' });
    expect(await within(list).findByText('Leesbaar')).toBeInTheDocument();
    expect(screen.getByText(/Niet toegevoegd: foto\.exe/)).toBeInTheDocument();
    expect(received).toEqual([['scan.tif']]);
  });

  describe('for a required document (spec §5: only one file)', () => {
    it('chooses one file, and a file chosen later replaces it', async () => {
      login();
      server.use(scoreByName([]));
      renderWithProviders(<Harness single />);
      const input = await screen.findByLabelText(/Nota's/, { selector: 'input' });
      expect(input).not.toHaveAttribute('multiple');
      expect(screen.getByText(/Eén bestand; een nieuw bestand vervangt het vorige/)).toBeInTheDocument();
      await userEvent.upload(input, testFile('loonstrook.pdf', signatureOf.pdf));
      await screen.findByText('loonstrook.pdf');
      await userEvent.upload(input, testFile('jaaropgave.pdf', signatureOf.pdf));

      const list = await screen.findByRole('list', { name: '1 toegevoegd bestand' });
      expect(await within(list).findByText('jaaropgave.pdf')).toBeInTheDocument();
      expect(within(list).queryByText('loonstrook.pdf')).not.toBeInTheDocument();
    });

    it('takes the first of files dropped at once and says the others were not added', async () => {
      login();
      server.use(scoreByName([]));
      renderWithProviders(<Harness single />);
      const input = await screen.findByLabelText(/Nota's/, { selector: 'input' });
      fireEvent.drop(input.parentElement as HTMLElement, {
        dataTransfer: {
          files: [testFile('loonstrook.pdf', signatureOf.pdf), testFile('jaaropgave.pdf', signatureOf.pdf)],
        },
      });
      const list = await screen.findByRole('list', { name: '1 toegevoegd bestand' });
      expect(within(list).getByText('loonstrook.pdf')).toBeInTheDocument();
      expect(
        screen.getByText('Niet toegevoegd: jaaropgave.pdf. Hier voegt u één bestand toe.'),
      ).toBeInTheDocument();
    });
  });
});
