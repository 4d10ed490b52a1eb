import type { MedicalSelectionResult, ValidateAndSaveMedicalSelectionBody } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MedicalSelectionOverlay, type MedicalSelectionRequest } from './medical-selection-overlay.tsx';
import { answerQuestionnaire } from './test/answer-questionnaire.ts';

const request: MedicalSelectionRequest = {
  agreementDetails: { agreementId: 10_000_001, contractCode: 'ZZ-PARTICULIER', year: 2027 },
  newlyInsuredPersons: [],
  requestedContract: { productComponentCode: 'TA-1000', customerNumber: '20000003' },
  personName: 'Sanne de Vries',
  packageName: 'Tandarts 1000',
};

const verdict = (isApproved: boolean): MedicalSelectionResult => ({
  customer: {
    customerNumber: '20000003',
    initials: 'S.',
    prefix: 'de',
    lastName: 'Vries',
    birthDate: '2009-11-27',
  },
  packageName: 'Tandarts 1000',
  productComponentCode: 'TA-1000',
  isApproved,
  denialReasons: isApproved ? [] : ['teeth-extracted'],
  previouslyDenied: false,
  decidedOn: insurerToday(new Date()),
});

function open(isApproved: boolean) {
  const sent: ValidateAndSaveMedicalSelectionBody[] = [];
  server.use(
    http.post('*/api/Contract/ValidateAndSaveMedicalSelection', async ({ request: call }) => {
      sent.push((await call.json()) as ValidateAndSaveMedicalSelectionBody);
      return HttpResponse.json(verdict(isApproved));
    }),
  );
  signIn(['mayReadInsurance', 'mayUpdateInsurance']);
  const handlers = { onCancel: vi.fn(), onApproved: vi.fn(), onRejected: vi.fn() };
  renderWithProviders(<MedicalSelectionOverlay request={request} {...handlers} />);
  return { sent, ...handlers };
}

describe('MedicalSelectionOverlay', () => {
  it('names every unanswered question and sends nothing', async () => {
    const { sent } = open(true);
    const user = userEvent.setup();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    // Four yes/no questions, the treatments and the signature; the terms want their tick.
    expect(await screen.findAllByText('Dit veld is verplicht.')).toHaveLength(6);
    expect(screen.getByText('Vink dit vakje aan om verder te gaan.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('cancels without saving, so the earlier choice is restored', async () => {
    const { sent, onCancel, onApproved } = open(true);
    const user = userEvent.setup();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onApproved).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('confirms the answers as booleans, signed today, and closes when approved', async () => {
    const { sent, onApproved, onRejected } = open(true);
    const user = userEvent.setup();
    await answerQuestionnaire(user, 'Nee');
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(onApproved).toHaveBeenCalledWith(verdict(true)));
    expect(onRejected).not.toHaveBeenCalled();
    expect(sent).toEqual([
      {
        agreementDetails: request.agreementDetails,
        newlyInsuredPersons: [],
        requestedContract: request.requestedContract,
        medicalSelection: {
          hasCongenitalDentalDefect: false,
          orthodonticsWithinTwoYears: false,
          dentistLastTwoYears: true,
          extracted4OrMoreTeeth: false,
          numberOfMissingTeeth: 0,
          expectsToHaveOneOfFollowingTreatments: [0],
          doesNotExpectTreatment: true,
          acceptedTermsAndConditions: true,
          acceptanceDate: insurerToday(new Date()),
          signature: 'Jan de Vries',
        },
      },
    ]);
  }, 15_000);

  it('shows the refusal with name, birth date and package, and cancels the choice when closed', async () => {
    const { sent, onApproved, onRejected } = open(false);
    const user = userEvent.setup();
    await answerQuestionnaire(user, 'Ja');
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    const refusal = await screen.findByRole('dialog', { name: 'Medische selectie afgewezen' });
    expect(sent[0]?.medicalSelection).toMatchObject({ extracted4OrMoreTeeth: true, numberOfMissingTeeth: 4 });
    expect(within(refusal).getByText('S. de Vries')).toBeInTheDocument();
    expect(within(refusal).getByText('27-11-2009')).toBeInTheDocument();
    expect(within(refusal).getByText('Tandarts 1000')).toBeInTheDocument();
    expect(refusal).toHaveTextContent('Kies een tandartsverzekering met een lagere dekking.');
    await user.click(within(refusal).getByRole('button', { name: 'Begrepen' }));
    expect(onRejected).toHaveBeenCalledWith(verdict(false));
    expect(onApproved).not.toHaveBeenCalled();
  }, 15_000);
});
