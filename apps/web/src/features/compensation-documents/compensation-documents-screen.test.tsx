import type { CustomerSummary, GenericDocument } from '@mijn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CompensationDocumentsScreen } from './compensation-documents-screen.tsx';

const thisYear = new Date().getFullYear();

function doc(
  documentID: string,
  name: string,
  productType: string,
  docType: GenericDocument['docType'],
  customerNumbers: string[],
): GenericDocument {
  return {
    documentID,
    name,
    documentName: `${name}.pdf`,
    extension: 'pdf',
    docType,
    year: thisYear,
    productCode: `P-${productType}`,
    productName: name.split(' ').slice(1).join(' '),
    productType,
    label: 'default',
    customerNumbers,
  };
}

function customer(customerNumber: string, firstName: string, role: 'H' | 'M'): CustomerSummary {
  return {
    customerNumber,
    initials: `${firstName[0]}.`,
    prefix: 'de',
    firstName,
    lastName: 'Vries',
    birthDate: '1980-03-14',
    gender: 'male',
    role,
    isAdult: role === 'H',
    is16AndOlder: role === 'H',
  };
}

const documents = [
  doc('mb-cond', 'Polisvoorwaarden Zorgzaam Basis', 'MB', 'policyConditions', ['10000001', '10000003']),
  doc('mb-cover', 'Vergoedingenoverzicht Zorgzaam Basis', 'MB', 'coverOverview', ['10000001', '10000003']),
  doc('ta-cond', 'Polisvoorwaarden Zorgzaam Tand', 'TA', 'policyConditions', ['10000001']),
];

function serve(years: number[] = []) {
  server.use(
    http.get('*/api/Document/GetGenericDocumentList', ({ request }) => {
      const year = Number(new URL(request.url).searchParams.get('year'));
      years.push(year);
      return year === thisYear ? HttpResponse.json(documents) : new HttpResponse(null, { status: 204 });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CompensationDocumentsScreen', () => {
  it('shows the most requested documents and the documents per product, names split', async () => {
    serve();
    signIn(['mayCompensationDocument']);
    renderWithProviders(<CompensationDocumentsScreen />);
    const popular = await screen.findByRole('region', { name: 'Meest gevraagd' });
    expect(within(popular).getByText('Vergoedingenoverzicht')).toBeInTheDocument();
    expect(within(popular).getByText('Zorgzaam Basis')).toBeInTheDocument();
    expect(within(popular).queryByText('Polisvoorwaarden')).not.toBeInTheDocument();

    const perProduct = screen.getByRole('region', { name: 'Polisvoorwaarden per product' });
    const basic = within(perProduct).getByRole('region', { name: 'Zorgzaam Basis' });
    expect(within(basic).getByText('Basisverzekering')).toBeInTheDocument();
    expect(within(basic).getAllByRole('button', { name: /^Download / })).toHaveLength(2);
    expect(within(perProduct).getByRole('region', { name: 'Zorgzaam Tand' })).toBeInTheDocument();
  });

  it('names the kind of each document in English for an English reader', async () => {
    serve();
    signIn(['mayCompensationDocument']);
    await changeLanguage('en-US');
    renderWithProviders(<CompensationDocumentsScreen />);
    const popular = await screen.findByRole('region', { name: 'Most requested' });
    expect(within(popular).getByText('Cover overview')).toBeInTheDocument();
    expect(within(popular).queryByText('Vergoedingenoverzicht')).not.toBeInTheDocument();
    const perProduct = screen.getByRole('region', { name: 'Policy conditions per product' });
    const dental = within(perProduct).getByRole('region', { name: 'Zorgzaam Tand' });
    expect(within(dental).getByText('Policy conditions')).toBeInTheDocument();
    expect(
      within(dental).getByRole('button', { name: 'Download Policy conditions Zorgzaam Tand' }),
    ).toBeInTheDocument();
  });

  it('names the voluntary excess in English, other products as the insurer writes them', async () => {
    const excess = doc('ow-cond', 'Polisvoorwaarden Geen vrijwillig eigen risico', 'OW', 'policyConditions', [
      '10000001',
    ]);
    server.use(
      http.get('*/api/Document/GetGenericDocumentList', () => HttpResponse.json([...documents, excess])),
    );
    signIn(['mayCompensationDocument']);
    await changeLanguage('en-US');
    renderWithProviders(<CompensationDocumentsScreen />);
    const perProduct = await screen.findByRole('region', { name: 'Policy conditions per product' });
    const voluntary = within(perProduct).getByRole('region', { name: 'Voluntary excess' });
    expect(within(voluntary).getByText(`Voluntary excess ${thisYear}`)).toBeInTheDocument();
    expect(within(perProduct).getByRole('region', { name: 'Zorgzaam Tand' })).toBeInTheDocument();
    expect(screen.queryByText(/eigen risico/i)).not.toBeInTheDocument();
  });

  it('filters by insured person and by year; a 204 year says there are no files', async () => {
    const years: number[] = [];
    serve(years);
    server.use(
      http.get('*/api/Agreement/GetYearForOfferedAgreement', () =>
        HttpResponse.json({ offerYear: thisYear + 1 }),
      ),
      http.get('*/api/Customer/GetAllCustomersWithPolicyForYear', () =>
        HttpResponse.json([customer('10000001', 'Jan', 'H'), customer('10000003', 'Tim', 'M')]),
      ),
    );
    signIn(['mayCompensationDocument', 'mayReadInsurance'], { customerNumber: '10000001' });
    const user = userEvent.setup();
    renderWithProviders(<CompensationDocumentsScreen />);
    await screen.findByRole('region', { name: 'Zorgzaam Tand' });
    const insured = screen.getByRole('combobox', { name: 'Verzekerde' });
    expect(await within(insured).findByRole('option', { name: 'Tim de Vries' })).toBeInTheDocument();
    const yearSelect = screen.getByRole('combobox', { name: 'Jaar' });
    expect(
      await within(yearSelect).findByRole('option', { name: `${thisYear + 1} (aanbod)` }),
    ).toBeInTheDocument();

    await user.selectOptions(insured, 'Tim de Vries');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Zorgzaam Tand' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: 'Zorgzaam Basis' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Jaar' }), String(thisYear - 1));
    expect(await screen.findByText('Er zijn geen bestanden van dit type beschikbaar.')).toBeInTheDocument();
    expect(years).toEqual([thisYear, thisYear - 1]);
  });

  it('downloads a document, and shows the status code when the download fails', async () => {
    serve();
    server.use(
      http.get('*/api/Document/DownloadGeneric/:id', ({ params }) =>
        params.id === 'mb-cover'
          ? new HttpResponse(new Blob(['%PDF-1.7']), {
              headers: {
                'Content-Type': 'application/pdf',
                'Content-Disposition': 'attachment; filename="Vergoedingenoverzicht.pdf"',
              },
            })
          : new HttpResponse(null, { status: 404 }),
      ),
    );
    const createObjectURL = vi.fn(() => 'blob:test');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    signIn(['mayCompensationDocument']);
    const user = userEvent.setup();
    renderWithProviders(<CompensationDocumentsScreen />);
    const popular = await screen.findByRole('region', { name: 'Meest gevraagd' });

    await user.click(
      within(popular).getByRole('button', { name: 'Download Vergoedingenoverzicht Zorgzaam Basis' }),
    );
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(click).toHaveBeenCalledTimes(1);

    const tand = screen.getByRole('region', { name: 'Zorgzaam Tand' });
    await user.click(within(tand).getByRole('button', { name: 'Download Polisvoorwaarden Zorgzaam Tand' }));
    expect(await screen.findByText('Het downloaden is mislukt, foutcode: 404')).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});
