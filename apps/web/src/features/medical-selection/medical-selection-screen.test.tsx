import type { AgreementDetail } from '@mijn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { anna, jan } from '../../test/family.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MedicalSelection } from './medical-selection-screen.tsx';

const participant = (customer: typeof jan) => ({
  customer,
  policyNumber: '100000010001',
  startDate: '2008-01-01',
  endDate: null,
  productTypes: ['MB' as const],
});

const agreement = (isPolicyholder: boolean): AgreementDetail => ({
  agreementId: 10_000_001,
  agreementIdNumber: '10000001',
  contractCode: 'ZZ-PARTICULIER',
  collectivity: 'Particulier',
  year: 2026,
  isPolicyholder,
  hasBasicInsurance: true,
  agreementParticipants: [participant(jan), participant(anna)],
  totalAmount: 0,
  paymentTerm: 1,
  paymentTermDiscountPercentage: 0,
  paymentTermDiscountAmount: 0,
  totalAmountPaymentTerm: 0,
  isPremiumPaidByCustomer: true,
  hasAgreementEnded: false,
  startDate: '2008-01-01',
  endDate: null,
  newlyInsuredPersonsInProgress: [],
  policyDetails: [],
});

function show(isPolicyholder = true) {
  server.use(
    http.get('*/api/Agreement/getAgreementDetailsForYear', () =>
      HttpResponse.json([agreement(isPolicyholder)]),
    ),
  );
  signIn(['mayReadInsurance', 'mayUpdateInsurance']);
  renderWithProviders(<MedicalSelection year={2026} contractCode="ZZ-PARTICULIER" agreementId="10000001" />);
}

describe('MedicalSelection (route medische-selectie)', () => {
  it('asks whom and which cover, then opens the questions for that person', async () => {
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Vragen beantwoorden' }));
    expect(screen.getAllByText('Dit veld is verplicht.')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Anna de Vries' }));
    await user.click(screen.getByRole('radio', { name: 'Tandarts 1000' }));
    await user.click(screen.getByRole('button', { name: 'Vragen beantwoorden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Medische selectie tandartsverzekering' });
    expect(dialog).toHaveTextContent(
      'Voor Tandarts 1000 stellen we eerst een paar vragen over het gebit van Anna de Vries.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('radio', { name: 'Anna de Vries' })).toBeChecked();
  });

  it('says the agreement is not found for someone who does not hold it', async () => {
    show(false);
    expect(
      await screen.findByText(/U bent niet de verzekeringnemer van deze overeenkomst/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
