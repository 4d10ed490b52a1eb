import { serverMessages } from '@mijn/contract';
import { insurerToday, type PermissionFlag } from '@mijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

// Each journey clicks through several cards and waits for the validation after each: on a busy
// machine that takes longer than the default 5 s.
import { answerQuestionnaire } from '../../components/medical-selection/test/answer-questionnaire.ts';
import { signIn } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { EditPolicyForYear } from './edit-policy-year-screen.tsx';
import { adultsOnly, contractCards, currentCodes, servePolicyChange } from './test/policy-change-server.ts';

type Options = Parameters<typeof servePolicyChange>[0];

function show(options: Options = {}, shouldResetSelection = true, alsoMay: readonly PermissionFlag[] = []) {
  const seen = servePolicyChange(options);
  signIn(['mayReadInsurance', 'mayUpdateInsurance', ...alsoMay]);
  renderWithProviders(
    <EditPolicyForYear
      year={2027}
      contractCode="ZZ-PARTICULIER"
      agreementId="10000001"
      shouldResetSelection={shouldResetSelection}
    />,
  );
  return { seen, user: userEvent.setup() };
}

/** The radio group of one card group inside one person's section. */
async function groupOf(person: string, group: string) {
  const section = await screen.findByRole('region', { name: person });
  return within(section).getByRole('radiogroup', { name: new RegExp(`^${group}`) });
}

async function choose(user: UserEvent, person: string, group: string, card: RegExp) {
  await user.click(within(await groupOf(person, group)).getByRole('radio', { name: card }));
}

/** Text as a pattern in which a space also matches the no-break space of an amount in euros. */
const spaced = (plain: string) =>
  new RegExp(plain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(' ', '\\s'));

const totals = () => screen.getByRole('region', { name: 'Uw nieuwe premie' });

afterEach(() => sessionStorage.clear());

describe('EditPolicyForYear: the cards', { timeout: 15_000 }, () => {
  it('shows every adult the cards of each group with their premium a month and a quarter', async () => {
    show();
    const dental = await groupOf('Jan de Vries', 'Tandartsverzekering');
    expect(within(dental).getByRole('radio', { name: 'Geen tandartsverzekering' })).toBeChecked();
    const ta250 = within(dental).getByRole('radio', { name: /Tandarts 250/ });
    expect(ta250).toHaveAccessibleDescription(
      spaced('€ 12,00 per maand · € 36,00 per kwartaal Vergoedt tot € 250,00 per jaar'),
    );
    const excess = await groupOf('Jan de Vries', 'Eigen risico');
    expect(within(excess).getByRole('radio', { name: /Eigen risico 885/ })).toHaveAccessibleDescription(
      spaced('€ 20,00 korting per maand · € 60,00 korting per kwartaal Eigen risico € 885,00 per jaar'),
    );
    expect(
      within(await groupOf('Anna de Vries', 'Aanvullende verzekering')).getByRole('radio', {
        name: /Aanvullend 1/,
      }),
    ).toBeChecked();
  });

  it('shows a child the cover that follows the parents and why it is not theirs to choose', async () => {
    show();
    const sanne = await screen.findByRole('region', { name: 'Sanne de Vries' });
    expect(within(sanne).queryByRole('radio')).toBeNull();
    expect(sanne).toHaveTextContent('Kinderen tot 18 jaar zijn gratis meeverzekerd');
    expect(sanne).toHaveTextContent('Een tandartsverzekering kunt u nieuw afsluiten vanaf 18 jaar');
    expect(within(sanne).getByRole('list')).toHaveTextContent('BasisAanvullend 1');
  });
});

describe('EditPolicyForYear: choosing, validation and totals', { timeout: 15_000 }, () => {
  it('checks every choice and shows the new totals, undoes the last choice and goes back to the policy', async () => {
    const { seen, user } = show();
    await screen.findByRole('region', { name: 'Uw nieuwe premie' }, { timeout: 4000 });
    expect(totals()).toHaveTextContent('€ 310,00 per maand');
    await choose(user, 'Jan de Vries', 'Eigen risico', /Eigen risico 885/);
    await waitFor(() => expect(totals()).toHaveTextContent('€ 290,00 per maand'));
    expect(totals()).toHaveTextContent('Nu betaalt u € 310,00 per maand.');
    expect(totals()).toHaveTextContent('U betaalt per kwartaal');
    const last = seen.validated.at(-1);
    expect(last && adultsOnly(last)).toBe(true);
    expect(last?.chosenInsurances[0]?.productComponentCodes).toEqual(['MB-BASIS', 'AP-1', 'OW-500']);

    await choose(user, 'Anna de Vries', 'Aanvullende verzekering', /Aanvullend 3/);
    await waitFor(() => expect(totals()).toHaveTextContent('€ 320,00 per maand'));
    await user.click(screen.getByRole('button', { name: 'Laatste keuze ongedaan maken' }));
    await waitFor(() => expect(totals()).toHaveTextContent('€ 290,00 per maand'));
    expect(
      within(await groupOf('Anna de Vries', 'Aanvullende verzekering')).getByRole('radio', {
        name: /Aanvullend 1/,
      }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Terug naar uw huidige polis' }));
    expect(
      within(await groupOf('Jan de Vries', 'Eigen risico')).getByRole('radio', { name: /Eigen risico 385/ }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: 'Wijziging opslaan' })).toBeDisabled();
  });

  it('flags the employer package beside the label cover and resolves it by keeping one', async () => {
    const { user } = show({ cards: contractCards({ withEmployer: true }) });
    await choose(user, 'Jan de Vries', 'Pakket van uw werkgever', /Werkgeverspakket PVE/);
    // The empty comparison under the cards says so in an alert of its own.
    const conflict = await screen.findByRole('alert', {
      description: (_, element) => element.textContent?.includes('Deze combinatie') ?? false,
    });
    expect(conflict).toHaveTextContent(
      'Deze combinatie van pakketten is niet mogelijk: Jan de Vries kan Aanvullend 1 niet combineren met Werkgeverspakket PVE.',
    );
    await user.click(screen.getByRole('button', { name: 'Wijziging opslaan' }));
    expect(await screen.findByText(/Los eerst de meldingen hierboven op/)).toBeInTheDocument();
    await user.click(within(conflict).getByRole('button', { name: 'Kies Werkgeverspakket PVE' }));
    await waitFor(() => expect(screen.queryByText(/Deze combinatie van pakketten/)).toBeNull());
    expect(
      within(await groupOf('Jan de Vries', 'Aanvullende verzekering')).getByRole('radio', {
        name: 'Geen aanvullende verzekering',
      }),
    ).toBeChecked();
  });

  it('keeps the choice for a later visit, and starts from the policy when the route asks', async () => {
    const first = show({}, false);
    await choose(first.user, 'Jan de Vries', 'Eigen risico', /Eigen risico 885/);
    expect(sessionStorage.length).toBe(1);
    document.body.innerHTML = '';
    show({}, false);
    expect(
      within(await groupOf('Jan de Vries', 'Eigen risico')).getByRole('radio', { name: /Eigen risico 885/ }),
    ).toBeChecked();
    document.body.innerHTML = '';
    show({}, true);
    expect(
      within(await groupOf('Jan de Vries', 'Eigen risico')).getByRole('radio', { name: /Eigen risico 385/ }),
    ).toBeChecked();
  });
});

describe('EditPolicyForYear: saving', { timeout: 15_000 }, () => {
  it('requests a year nobody is insured in with the proposed cover as it stands, and stays a request', async () => {
    const { seen, user } = show({ mode: 'request' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Polis aanvragen voor 2027' }),
    ).toBeInTheDocument();
    await groupOf('Jan de Vries', 'Eigen risico');
    await user.click(screen.getByRole('button', { name: 'Polis aanvragen' }));
    expect(await screen.findByRole('heading', { name: 'Uw polis is aangevraagd' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Uw polis voor 2027 gaat in op 1 januari 2027.');
    expect(screen.getByRole('heading', { level: 1, name: 'Polis aanvragen voor 2027' })).toBeInTheDocument();
    expect(seen.saved).toHaveLength(1);
  });

  it('saves the selection for the agreement and says from when, with the overview and the papers', async () => {
    const { seen, user } = show();
    await choose(user, 'Jan de Vries', 'Eigen risico', /Eigen risico 885/);
    await user.click(screen.getByRole('button', { name: 'Wijziging opslaan' }));
    const done = await screen.findByRole('heading', { name: 'Uw wijziging is opgeslagen' });
    expect(done).toHaveFocus();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Uw nieuwe pakketten gaan in op 1 januari 2027.');
    expect(notice).toHaveTextContent(
      'U krijgt een nieuw polisblad en een brief met de wijziging in uw berichtenbox.',
    );
    expect(within(notice).getByRole('link', { name: 'Naar uw polisoverzicht' })).toHaveAttribute(
      'href',
      '/polisoverzicht',
    );
    expect(seen.saved).toHaveLength(1);
    expect(seen.saved[0]?.query).toBe('10000001');
    expect(seen.saved[0]?.body.chosenInsurances).toEqual([
      { customerNumber: '10000001', productComponentCodes: ['MB-BASIS', 'AP-1', 'OW-500'] },
      { customerNumber: '10000002', productComponentCodes: currentCodes['10000002'] },
    ]);
  });

  it('lists the packages still missing in a dialog', async () => {
    const { user } = show({
      save: {
        outcome: 'missing-required-packages',
        missingRequiredPackages: [{ customerNumber: '10000002', group: 'excess' }],
      },
    });
    await choose(user, 'Jan de Vries', 'Eigen risico', /Eigen risico 885/);
    await user.click(screen.getByRole('button', { name: 'Wijziging opslaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Er ontbreken pakketten' });
    expect(dialog).toHaveTextContent('Anna de Vries: Eigen risico');
    await user.click(within(dialog).getByRole('button', { name: 'Pakketten kiezen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Wijziging opslaan' })).toBeEnabled();
  });

  it.each([
    [409, serverMessages.policyChangeNotPossible, 'Uw polis kan op dit moment niet worden gewijzigd.'],
    [422, serverMessages.packageCombinationNotPossible, 'Deze combinatie van pakketten is niet mogelijk.'],
  ])('explains a refusal (%i) with the text of the error catalogue', async (status, message, text) => {
    const { user } = show({ save: { status, message } });
    await choose(user, 'Jan de Vries', 'Eigen risico', /Eigen risico 885/);
    await user.click(screen.getByRole('button', { name: 'Wijziging opslaan' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('Uw wijziging is niet opgeslagen')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Uw wijziging is opgeslagen' })).toBeNull();
  });
});

describe('EditPolicyForYear: the payment term', { timeout: 15_000 }, () => {
  const termGroup = () => within(totals()).getByRole('radiogroup', { name: /^Betaaltermijn/ });

  it('prices the chosen term with its discount, saves it alone, and goes back to the term as it stands', async () => {
    const { seen, user } = show();
    await screen.findByRole('region', { name: 'Uw nieuwe premie' }, { timeout: 4000 });
    expect(within(termGroup()).getByRole('radio', { name: 'Per kwartaal' })).toBeChecked();
    expect(within(termGroup()).getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Wijziging opslaan' })).toBeDisabled();

    await user.click(within(termGroup()).getByRole('radio', { name: 'Per jaar (1% korting)' }));
    // A year of € 310,00 a month is € 3.720,00, less 1%.
    await waitFor(() => expect(totals()).toHaveTextContent(spaced('U betaalt per jaar€ 3.682,80')));
    expect(totals()).toHaveTextContent(spaced('Korting voor uw betaaltermijn (1%)€ 37,20'));
    expect(seen.validated.at(-1)?.selectedPaymentTerm).toBe(12);

    await user.click(screen.getByRole('button', { name: 'Terug naar uw huidige polis' }));
    await waitFor(() => expect(totals()).toHaveTextContent('U betaalt per kwartaal'));
    expect(within(termGroup()).getByRole('radio', { name: 'Per kwartaal' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Wijziging opslaan' })).toBeDisabled();

    await user.click(within(termGroup()).getByRole('radio', { name: 'Per maand' }));
    await waitFor(() => expect(totals()).not.toHaveTextContent('U betaalt per'));
    await user.click(screen.getByRole('button', { name: 'Wijziging opslaan' }));
    await screen.findByRole('heading', { name: 'Uw wijziging is opgeslagen' });
    expect(seen.saved[0]?.body).toMatchObject({
      selectedPaymentTerm: 1,
      chosenInsurances: [
        { customerNumber: '10000001', productComponentCodes: currentCodes['10000001'] },
        { customerNumber: '10000002', productComponentCodes: currentCodes['10000002'] },
      ],
    });
  });

  it.each([
    ['arranged-by-employer', 'Uw werkgever regelt de betaling van de premie'],
    ['arranged-by-intermediary', 'Uw tussenpersoon regelt de betaling van de premie'],
    ['not-yet-possible', 'Een nieuwe betaaltermijn gaat nu niet meer op 1 januari 2027 in.'],
  ] as const)('shows the term read-only when %s', async (reason, text) => {
    show({ termMutability: { isMutable: false, reason } });
    await screen.findByRole('region', { name: 'Uw nieuwe premie' }, { timeout: 4000 });
    expect(within(totals()).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(totals()).toHaveTextContent('Betaaltermijn');
    expect(totals()).toHaveTextContent('U betaalt per kwartaal.');
    expect(totals()).toHaveTextContent(text);
  });

  it('says why a term refused by the server was not saved', async () => {
    const { user } = show({ save: { status: 409, message: serverMessages.paymentTermChangeNotYetPossible } });
    await screen.findByRole('region', { name: 'Uw nieuwe premie' }, { timeout: 4000 });
    await user.click(within(termGroup()).getByRole('radio', { name: 'Per jaar (1% korting)' }));
    await user.click(screen.getByRole('button', { name: 'Wijziging opslaan' }));
    expect(
      await screen.findByText(/Deze betaaltermijn kunt u nu niet kiezen bij uw polis/),
    ).toBeInTheDocument();
  });
});

describe('EditPolicyForYear: dental medical selection', { timeout: 15_000 }, () => {
  it('asks the questions for a new higher dental cover; cancelling keeps the earlier choice', async () => {
    const { seen, user } = show();
    await choose(user, 'Anna de Vries', 'Tandartsverzekering', /Tandarts 1000/);
    const dialog = await screen.findByRole('dialog', { name: 'Medische selectie tandartsverzekering' });
    expect(dialog).toHaveTextContent(
      'Voor Tandarts 1000 stellen we eerst een paar vragen over het gebit van Anna de Vries.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(await groupOf('Anna de Vries', 'Tandartsverzekering')).getByRole('radio', {
        name: 'Geen tandartsverzekering',
      }),
    ).toBeChecked();
    expect(seen.medicalSelections).toEqual([]);
  });

  it('lets an approved cover stand, without asking again', async () => {
    const { seen, user } = show({ medicalApproved: true });
    await choose(user, 'Anna de Vries', 'Tandartsverzekering', /Tandarts 1000/);
    await answerQuestionnaire(user, 'Nee');
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const dental = await groupOf('Anna de Vries', 'Tandartsverzekering');
    expect(within(dental).getByRole('radio', { name: /Tandarts 1000/ })).toBeChecked();
    expect(seen.medicalSelections).toMatchObject([
      { requestedContract: { productComponentCode: 'TA-1000', customerNumber: '10000002' } },
    ]);
    await choose(user, 'Anna de Vries', 'Tandartsverzekering', /Tandarts 250/);
    await choose(user, 'Anna de Vries', 'Tandartsverzekering', /Tandarts 1000/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen.medicalSelections).toHaveLength(1);
  }, 20_000);

  it('reverts a refused cover, and shows the refusal again without asking on a second try', async () => {
    const { seen, user } = show({ medicalApproved: false });
    await choose(user, 'Anna de Vries', 'Tandartsverzekering', /Tandarts 1000/);
    await answerQuestionnaire(user, 'Ja');
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    const refusal = await screen.findByRole('dialog', { name: 'Medische selectie afgewezen' });
    expect(refusal).toHaveTextContent('A. de Vries');
    expect(refusal).toHaveTextContent('20-01-1982');
    await user.click(within(refusal).getByRole('button', { name: 'Begrepen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const dental = await groupOf('Anna de Vries', 'Tandartsverzekering');
    expect(within(dental).getByRole('radio', { name: 'Geen tandartsverzekering' })).toBeChecked();
    await choose(user, 'Anna de Vries', 'Tandartsverzekering', /Tandarts 1000/);
    const again = await screen.findByRole('dialog', { name: 'Deze dekking is eerder afgewezen' });
    expect(again).toHaveTextContent('Tandarts 1000');
    await user.click(within(again).getByRole('button', { name: 'Een lagere dekking kiezen' }));
    expect(within(dental).getByRole('radio', { name: 'Geen tandartsverzekering' })).toBeChecked();
    expect(seen.medicalSelections).toHaveLength(1);
  }, 20_000);
});

describe('EditPolicyForYear: medical selections on file', { timeout: 15_000 }, () => {
  const today = insurerToday(new Date());
  const onFile = (isApproved: boolean, decidedOn: string, year = 2027) => ({
    cards: contractCards({
      medicalSelections: { '10000002': [{ productComponentCode: 'TA-1000', year, isApproved, decidedOn }] },
    }),
  });
  const dentalOfAnna = () => groupOf('Anna de Vries', 'Tandartsverzekering');

  it('refuses a cover denied on an earlier visit at once, without the questions', async () => {
    const { seen, user } = show(onFile(false, '2025-11-17', 2026));
    await choose(user, 'Anna de Vries', 'Tandartsverzekering', /Tandarts 1000/);
    const refusal = await screen.findByRole('dialog', { name: 'Deze dekking is eerder afgewezen' });
    expect(refusal).toHaveTextContent('Anna de Vries');
    expect(refusal).toHaveTextContent('20-01-1982');
    expect(refusal).toHaveTextContent('Tandarts 1000');
    expect(refusal).toHaveTextContent('eerder afgewezen. Opnieuw aanvragen kan niet.');
    await user.click(within(refusal).getByRole('button', { name: 'Een lagere dekking kiezen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(await dentalOfAnna()).getByRole('radio', { name: 'Geen tandartsverzekering' }),
    ).toBeChecked();
    await choose(user, 'Anna de Vries', 'Tandartsverzekering', /Tandarts 250/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(await dentalOfAnna()).getByRole('radio', { name: /Tandarts 250/ })).toBeChecked();
    expect(seen.medicalSelections).toEqual([]);
  });

  it('lets a cover approved today for the year stand without asking', async () => {
    const { seen, user } = show(onFile(true, today));
    await choose(user, 'Anna de Vries', 'Tandartsverzekering', /Tandarts 1000/);
    expect(within(await dentalOfAnna()).getByRole('radio', { name: /Tandarts 1000/ })).toBeChecked();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen.medicalSelections).toEqual([]);
  });

  it.each([
    ['another day', '2026-01-05', 2027],
    ['another year', today, 2026],
  ])('asks again after an approval of %s', async (_, decidedOn, year) => {
    const { user } = show(onFile(true, decidedOn, year));
    await choose(user, 'Anna de Vries', 'Tandartsverzekering', /Tandarts 1000/);
    expect(
      await screen.findByRole('dialog', { name: 'Medische selectie tandartsverzekering' }),
    ).toBeVisible();
    expect(
      within(await dentalOfAnna()).getByRole('radio', { name: 'Geen tandartsverzekering' }),
    ).toBeChecked();
  });
});

describe('EditPolicyForYear: a year that may not change', { timeout: 15_000 }, () => {
  it('explains a payment deficit and links to the bills and a payment arrangement, without loading the cards', async () => {
    const { seen } = show({ reason: 'payment-deficit' }, true, ['mayCreatePaymentArrangement']);
    expect(await screen.findByText('Betaal eerst uw openstaande rekeningen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk uw rekeningen' })).toHaveAttribute(
      'href',
      '/rekeningen-en-betalingen',
    );
    expect(screen.getByRole('link', { name: 'Vraag een betalingsregeling aan' })).toHaveAttribute(
      'href',
      '/betalingsregeling',
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(seen.validated).toEqual([]);
  });

  it('offers no payment arrangement to who may not ask one', async () => {
    show({ reason: 'payment-deficit' });
    expect(await screen.findByRole('link', { name: 'Bekijk uw rekeningen' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vraag een betalingsregeling aan' })).not.toBeInTheDocument();
  });
});
