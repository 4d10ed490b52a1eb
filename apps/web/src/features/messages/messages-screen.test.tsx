import { contract, type Document } from '@mijn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointKey } from '../../lib/query/index.ts';
import { signIn } from '../../test/fixtures.ts';
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

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MessagesScreen', () => {
  it('lists the documents newest first with nl-NL dates and the unread count', async () => {
    serve();
    signIn(['mayReadMessages']);
    renderWithProviders(<MessagesScreen />, { path: '/berichtenbox' });
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
    signIn(['mayReadMessages']);
    const user = userEvent.setup();
    renderWithProviders(<MessagesScreen />, { path: '/berichtenbox' });
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

  it('opening a document downloads it, marks it read and refetches the unread counts', async () => {
    const read: string[] = [];
    serve(read);
    const click = stubSave();
    signIn(['mayReadMessages']);
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<MessagesScreen />, { path: '/berichtenbox' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: /^Polisblad \(ongelezen\)/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('polis.pdf');
    expect(read).toEqual(['polis']);
    await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveTextContent('1 ongelezen'));
    expect(screen.getByRole('button', { name: /^Polisblad Polisblad/ })).toBeInTheDocument();
    // The home tile's unread count is fetched again, and nothing beyond the two endpoints opening touched.
    expect(invalidate).toHaveBeenCalledWith({
      queryKey: endpointKey(contract.document.getUnreadDocumentCount),
    });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      endpointKey(contract.document.getUnreadDocumentCount),
      endpointKey(contract.document.getDocumentList),
    ]);
  });

  it('a failed download names its status and leaves the document unread', async () => {
    serve([], 500);
    const click = stubSave();
    signIn(['mayReadMessages']);
    const user = userEvent.setup();
    renderWithProviders(<MessagesScreen />, { path: '/berichtenbox' });
    await user.click(await screen.findByRole('button', { name: /^Polisblad \(ongelezen\)/ }));
    expect(await screen.findByText('Het downloaden is mislukt, foutcode: 500')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByTestId('unread-count')).toHaveTextContent('2 ongelezen');
  });

  it('answers the frequently asked questions', async () => {
    serve();
    signIn(['mayReadMessages']);
    const user = userEvent.setup();
    renderWithProviders(<MessagesScreen />, { path: '/berichtenbox' });
    const question = await screen.findByRole('button', {
      name: 'Ik zoek een ouder bericht. Waar vind ik dat?',
    });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Wij bewaren correspondentie 7 jaar/)).toBeInTheDocument();
  });
});
