import { contract, type Document, type Letter } from '@mijn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointKey } from '../../lib/query/index.ts';
import { signIn } from '../../test/fixtures.ts';
import { matchOnly } from '../../test/media-query.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MessagesScreen } from './messages-screen.tsx';

const thisYear = new Date().getFullYear();

function doc(id: string, overrides: Partial<Document> = {}): Document {
  return {
    documentID: id,
    guidName: `${id}.pdf`,
    name: `Brief ${id}`,
    documentName: `Brief ${id}.pdf`,
    extension: 'pdf',
    docType: 'Brief',
    docTypeID: 10,
    documentCluster: 'correspondentie',
    hasBeenRead: true,
    label: 'default',
    policyNumber: null,
    productType: null,
    contractCode: null,
    publicationDate: `${thisYear}-01-05`,
    createdAt: `${thisYear}-01-05`,
    customer: {
      initials: 'J.',
      lastName: 'de Vries',
      birthDate: '1980-03-14',
      number: '100001',
      gender: 'M',
    },
    ...overrides,
  };
}

const tim = { initials: 'T.', lastName: 'de Vries', birthDate: '2017-05-02', number: '100003', gender: 'M' };

const reminder: Letter = {
  documentID: 'polis',
  title: 'Herinnering openstaande premie',
  docType: 'Herinnering',
  publicationDate: `${thisYear}-01-05`,
  customerName: 'J. de Vries',
  brandName: 'Zorgzaam',
  phoneNumber: '088-1234567',
  paragraphs: ['Beste Jan,', 'Samen staat er € 245,30 open.'],
  details: [{ label: 'Klantnummer', value: '100001' }],
  table: { header: ['Openstaande premie', 'Open'], rows: [['oktober 2026 (202610000011)', '€ 122,65']] },
  payment: {
    amountCents: 24_530,
    iban: 'NL36INGB0007654321',
    accountName: 'Zorgzaam',
    reference: 'H000000012026112',
    payPath: '/rekeningen-en-betalingen',
  },
};

function serve(read: string[] = [], downloadStatus = 200) {
  const documents = [
    doc('polis', { name: 'Polisblad', docType: 'Polisblad', documentCluster: 'polis', hasBeenRead: false }),
    doc('brief', { publicationDate: `${thisYear - 1}-03-02` }),
    doc('tim', {
      name: 'Declaratieoverzicht Tim',
      customer: tim,
      documentCluster: 'declaraties',
      hasBeenRead: false,
    }),
  ];
  server.use(
    http.get('*/api/Document/GetDocumentList', () =>
      HttpResponse.json(
        documents.map((item) => ({
          ...item,
          hasBeenRead: item.hasBeenRead || read.includes(item.documentID),
        })),
      ),
    ),
    http.get('*/api/Document/GetLetter/:id', ({ params }) => {
      read.push(String(params.id));
      return HttpResponse.json({ ...reminder, documentID: String(params.id) });
    }),
    http.get('*/api/Document/Download/:id', ({ params }) => {
      if (downloadStatus !== 200) return new HttpResponse(null, { status: downloadStatus });
      read.push(String(params.id));
      return new HttpResponse('%PDF-1.7', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${params.id}.pdf"`,
        },
      });
    }),
  );
}

function stubSave() {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:doc'), revokeObjectURL: vi.fn() });
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
}

/** The screen for a person who may read messages; the test has set up its server first. */
function openScreen() {
  signIn(['mayReadMessages']);
  return renderWithProviders(<MessagesScreen />, { path: '/berichtenbox' });
}

/** The screen with the unread premium reminder opened in the viewer. */
async function openReminder() {
  const user = userEvent.setup();
  openScreen();
  await user.click(await screen.findByRole('button', { name: /^Polisblad \(ongelezen\)/ }));
  return user;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MessagesScreen', () => {
  it('lists the documents newest first with nl-NL dates and the unread count', async () => {
    serve();
    openScreen();
    const list = await screen.findByRole('region', { name: 'Berichten' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
      expect.stringContaining('Polisblad'),
      expect.stringContaining('Declaratieoverzicht Tim'),
      expect.stringContaining('Brief brief'),
    ]);
    expect(within(items[2]!).getByText(`02-03-${thisYear - 1}`)).toBeInTheDocument();
    expect(screen.getByTestId('unread-count')).toHaveTextContent('2 ongelezen');
    expect(screen.getByRole('button', { name: /^Polisblad \(ongelezen\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Brief brief Brief/ })).toBeInTheDocument();
  });

  it('filters by unread, person and year', async () => {
    serve();
    const user = userEvent.setup();
    openScreen();
    const list = await screen.findByRole('region', { name: 'Berichten' });
    await user.click(screen.getByRole('switch', { name: 'Alleen ongelezen' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Verzekerde' }), 'T. de Vries');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('switch', { name: 'Alleen ongelezen' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Verzekerde' }), 'Alle');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jaar' }), String(thisYear - 1));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Brief brief')).toBeInTheDocument();
  });

  it('shows only the documents of the cluster in the path, with a link per cluster', async () => {
    serve();
    signIn(['mayReadMessages']);
    renderWithProviders(<MessagesScreen />, { path: '/berichtenbox/declaraties' });
    const list = await screen.findByRole('region', { name: 'Berichten' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Soort berichten' });
    expect(within(nav).getByRole('link', { name: 'Declaraties, 1 ongelezen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Alle berichten, 2 ongelezen' })).toHaveAttribute(
      'href',
      '/berichtenbox',
    );
  });

  it('opening a letter shows its text in a dialog, marks it read and refetches the unread counts', async () => {
    const read: string[] = [];
    serve(read);
    const user = userEvent.setup();
    const { queryClient } = openScreen();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const opener = await screen.findByRole('button', { name: /^Polisblad \(ongelezen\)/ });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Herinnering openstaande premie' });
    expect(await within(dialog).findByText('Samen staat er € 245,30 open.')).toBeInTheDocument();
    expect(read).toEqual(['polis']);
    await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveTextContent('1 ongelezen'));
    expect(screen.getByRole('button', { name: /^Polisblad Polisblad/ })).toBeInTheDocument();
    // The home tile's unread count is fetched again, and nothing beyond the two endpoints opening touched.
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      endpointKey(contract.document.getUnreadDocumentCount),
      endpointKey(contract.document.getDocumentList),
    ]);
  });

  it('closing the letter gives focus back to the letter that was opened', async () => {
    serve();
    const user = await openReminder();
    const dialog = await screen.findByRole('dialog', { name: 'Herinnering openstaande premie' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Sluiten' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: /^Polisblad/ })).toHaveFocus());
  });

  it('a reminder says how to pay: amount, account, reference and a link to pay now', async () => {
    serve();
    await openReminder();
    const payment = await screen.findByRole('region', { name: 'Zo betaalt u' });
    expect(within(payment).getByText('€ 245,30')).toBeInTheDocument();
    expect(within(payment).getByText('NL36 INGB 0007 6543 21 (Zorgzaam)')).toBeInTheDocument();
    expect(within(payment).getByText('H000000012026112')).toBeInTheDocument();
    expect(within(payment).getByRole('link', { name: 'Nu betalen' })).toHaveAttribute(
      'href',
      '/rekeningen-en-betalingen',
    );
    expect(screen.getByRole('link', { name: '088-1234567' })).toHaveAttribute('href', 'tel:0881234567');
  });

  it('downloads the PDF from the viewer as a second action', async () => {
    serve();
    const click = stubSave();
    const user = await openReminder();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Download als pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('polis.pdf');
  });

  it('a failed download names its status', async () => {
    serve([], 500);
    const click = stubSave();
    const user = await openReminder();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Download als pdf' }));
    expect(await screen.findByText('Het downloaden is mislukt, foutcode: 500')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });

  it('says which period its unread count covers', async () => {
    serve();
    openScreen();
    expect(await screen.findByTestId('unread-count')).toHaveTextContent('2 ongelezen (laatste 5 jaar)');
  });

  it('on a phone folds the filters behind one button', async () => {
    matchOnly('max-width: 48em');
    serve();
    const user = userEvent.setup();
    openScreen();
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('switch', { name: 'Alleen ongelezen' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('switch', { name: 'Alleen ongelezen' }));
    expect(screen.getByRole('button', { name: 'Filters (1 actief)' })).toBeInTheDocument();
  });

  it('answers the frequently asked questions', async () => {
    serve();
    const user = userEvent.setup();
    openScreen();
    const question = await screen.findByRole('button', {
      name: 'Ik zoek een ouder bericht. Waar vind ik dat?',
    });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Wij bewaren correspondentie 7 jaar/)).toBeInTheDocument();
  });
});
