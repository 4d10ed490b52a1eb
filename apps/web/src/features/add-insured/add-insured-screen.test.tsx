import { serverMessages } from '@mijn/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerQuestionnaire } from '../../components/medical-selection/test/answer-questionnaire.ts';
import { signIn } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AddInsuredScreen } from './add-insured-screen.tsx';
import { heldAgreement, serveAddInsured } from './test/add-insured-server.ts';

// Monday 2 November 2026, 10:00 in Amsterdam: a child born on 2 July is exactly 4 months old.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-02T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

type Options = Parameters<typeof serveAddInsured>[0];

function show(options: Options = {}) {
  const seen = serveAddInsured(options);
  signIn(['mayReadInsurance', 'mayCreateInsuredPerson', 'mayUpdateInsurance']);
  renderWithProviders(<AddInsuredScreen />);
  return { seen, user: userEvent.setup() };
}

interface Person {
  kind: RegExp;
  initials?: string;
  firstName?: string;
  lastName?: string;
  birthDate?: string;
  gender?: 'Vrouw' | 'Man';
  bsn?: string;
  startDate?: string;
}

const newborn: Person = {
  kind: /^Pasgeboren kind/,
  initials: 'E.',
  firstName: 'Emma',
  lastName: 'Vries',
  birthDate: '12-10-2026',
  gender: 'Vrouw',
  bsn: '111222333',
};

const partner: Person = {
  kind: /^Partner/,
  initials: 'L.',
  firstName: 'Lotte',
  lastName: 'Bakker',
  birthDate: '05-05-1985',
  gender: 'Vrouw',
  bsn: '123456782',
  startDate: '01-12-2026',
};

async function fill(user: UserEvent, number: number, person: Person) {
  const fields = await screen.findByRole('group', { name: `Persoon ${number}` });
  await user.click(within(fields).getByRole('radio', { name: person.kind }));
  // The whole text at once, as a paste or the browser's fill-in gives it: typing key by key is slow.
  const type = (label: RegExp, text: string | undefined) => {
    if (text !== undefined)
      fireEvent.change(within(fields).getByLabelText(label), { target: { value: text } });
  };
  type(/^Voorletters/, person.initials);
  type(/^Voornaam/, person.firstName);
  type(/^Achternaam/, person.lastName);
  type(/^Geboortedatum/, person.birthDate);
  if (person.gender) await user.click(within(fields).getByRole('radio', { name: person.gender }));
  type(/^Burgerservicenummer/, person.bsn);
  type(/^Ingangsdatum/, person.startDate);
  return fields;
}

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Volgende' }));

describe('AddInsuredScreen: which agreement', () => {
  it('shows the no-active-policy popup when the user holds no running agreement with basic insurance', async () => {
    show({ agreements: [{ ...heldAgreement, hasBasicInsurance: false }] });
    const popup = await screen.findByRole('dialog', { name: 'Geen actieve polis' });
    expect(popup).toHaveTextContent('Zonder actieve polis kunt u geen gezinsleden bijschrijven.');
    expect(screen.queryByRole('group', { name: 'Persoon 1' })).toBeNull();
  });
});

describe('AddInsuredScreen: step 1, personal data', { timeout: 30_000 }, () => {
  it('checks the fields with the contract and the BSN with the 11-check before asking the server', async () => {
    const { seen, user } = show();
    await screen.findByRole('group', { name: 'Persoon 1' });
    await next(user);
    expect(await screen.findByText(/Nog niet alles is goed ingevuld/)).toBeInTheDocument();
    const fields = screen.getByRole('group', { name: 'Persoon 1' });
    expect(within(fields).getAllByText('Dit veld is verplicht.').length).toBeGreaterThan(3);

    await fill(user, 1, { ...newborn, bsn: '111222334' });
    await next(user);
    expect(
      await within(fields).findByText('Vul een geldig burgerservicenummer (BSN) van 9 cijfers in.'),
    ).toBeInTheDocument();
    expect(seen.bsnsAsked).toEqual([]);
  });

  it('refuses a BSN twice on the form and a second partner, and a BSN the insurer knows', async () => {
    const { seen, user } = show({ bsnsInUse: ['123456782'] });
    await fill(user, 1, partner);
    await user.click(screen.getByRole('button', { name: 'Nog iemand bijschrijven' }));
    const second = await fill(user, 2, { ...partner, firstName: 'Kim' });
    await next(user);
    expect(await within(second).findByText('U kunt maar één partner bijschrijven.')).toBeInTheDocument();
    expect(
      within(second).getByText('Dit burgerservicenummer heeft u al bij een andere persoon ingevuld.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Persoon 2 verwijderen' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Persoon 2' })).toBeNull());
    await next(user);
    expect(await screen.findByText('Dit burgerservicenummer is al bij ons bekend.')).toBeInTheDocument();
    expect(seen.bsnsAsked).toEqual(['123456782']);
    expect(seen.cardsAsked).toEqual([]);
  });

  it('tells whether the insurer cancels a partner’s old insurance, by the start date', async () => {
    const { user } = show();
    await fill(user, 1, partner);
    expect(await screen.findByText('Zeg de oude verzekering zelf op')).toBeInTheDocument();
    await fill(user, 1, { kind: /^Partner/, startDate: '01-01-2027' });
    expect(await screen.findByText('Wij zeggen de oude verzekering op')).toBeInTheDocument();
  });
});

describe('AddInsuredScreen: newborns and children', { timeout: 20_000 }, () => {
  it('adds a newborn from the birth date, free with the parents’ cover, accepted at once', async () => {
    const { seen, user } = show();
    const fields = await fill(user, 1, newborn);
    expect(within(fields).queryByLabelText(/^Ingangsdatum/)).toBeNull();
    await next(user);

    expect(await screen.findByRole('heading', { name: 'Stap 2 van 2: Pakketten' })).toHaveFocus();
    const emma = await screen.findByRole('region', { name: 'Emma Vries' });
    expect(emma).toHaveTextContent('Kinderen tot 18 jaar zijn gratis meeverzekerd');
    expect(within(emma).queryByRole('radio')).toBeNull();
    expect(screen.getByRole('region', { name: 'Premie van de nieuwe verzekerden' })).toHaveTextContent(
      'Gratis',
    );
    await user.click(screen.getByRole('button', { name: 'Bijschrijven' }));

    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('Bijgeschreven op uw polis');
    expect(result).toHaveTextContent('E. Vries is vanaf 12 oktober 2026 gratis meeverzekerd.');
    expect(result).toHaveTextContent('De zorgpas is onderweg');
    expect(seen.saved).toHaveLength(1);
    expect(seen.saved[0]?.agreementNumber).toBe('10000001');
    expect(seen.saved[0]?.body.chosenInsurances).toEqual([]);
    expect(seen.saved[0]?.body.newlyInsuredPersons[0]).toMatchObject({
      role: 'M',
      isBornRecently: true,
      birthDate: '2026-10-12',
      startDate: '2026-10-12',
      nationality: 'NL',
    });
  });

  it.each([
    ['02-07-2026', true, '2026-07-02'],
    ['01-07-2026', false, '2026-11-02'],
  ])('a "newborn" born %s is recently born: %s, starting %s', async (birthDate, recently, start) => {
    const { seen, user } = show();
    await fill(user, 1, { ...newborn, birthDate });
    await next(user);
    await screen.findByRole('region', { name: 'Emma Vries' });
    expect(seen.cardsAsked[0]?.newlyInsuredPersons[0]).toMatchObject({
      role: 'M',
      isBornRecently: recently,
      startDate: start,
    });
  });
});

describe('AddInsuredScreen: a partner', { timeout: 20_000 }, () => {
  it('chooses and pays packages; the request is in progress with the premium a month', async () => {
    const { seen, user } = show();
    await fill(user, 1, partner);
    await next(user);
    const lotte = await screen.findByRole('region', { name: 'Lotte Bakker' });
    const additional = within(lotte).getByRole('radiogroup', { name: /^Aanvullende verzekering/ });
    await user.click(within(additional).getByRole('radio', { name: /Aanvullend 1 ster/ }));
    const premium = screen.getByRole('region', { name: 'Premie van de nieuwe verzekerden' });
    expect(premium).toHaveTextContent(/€\s168,70 per maand/);
    await user.click(screen.getByRole('button', { name: 'Bijschrijven' }));

    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('Wij verwerken uw aanvraag');
    expect(result).toHaveTextContent(
      /L\. Bakker wordt vanaf 1 december 2026 verzekerd, voor €\s168,70 per maand\./,
    );
    expect(result).toHaveTextContent("als 'in behandeling' op uw polisoverzicht");
    expect(seen.saved[0]?.body.chosenInsurances).toEqual([
      { customerNumber: '00000000', productComponentCodes: ['MB-NATURA', 'AP-1'] },
    ]);
    expect(seen.saved[0]?.body.newlyInsuredPersons[0]).toMatchObject({ role: 'P', startDate: '2026-12-01' });
  });
});

describe('AddInsuredScreen: dental cover for a partner', { timeout: 30_000 }, () => {
  it('asks the medical selection for the person being added, by their place in the request', async () => {
    const { seen, user } = show();
    await fill(user, 1, partner);
    await next(user);
    const lotte = await screen.findByRole('region', { name: 'Lotte Bakker' });
    const dental = within(lotte).getByRole('radiogroup', { name: /^Tandartsverzekering/ });
    await user.click(within(dental).getByRole('radio', { name: /Tandarts 1000/ }));
    await answerQuestionnaire(user, 'Nee');
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(dental).getByRole('radio', { name: /Tandarts 1000/ })).toBeChecked();
    expect(seen.saved).toEqual([]);
    expect(seen.medicalSelections).toMatchObject([
      {
        agreementDetails: { agreementId: 10_000_001, year: 2026 },
        newlyInsuredPersons: [{ initials: 'L.', lastName: 'Bakker', birthDate: '1985-05-05', role: 'P' }],
        requestedContract: { productComponentCode: 'TA-1000', newlyInsuredPersonIndex: 0 },
      },
    ]);
  });
});

describe('AddInsuredScreen: refusals (spec §8 Add insured)', { timeout: 20_000 }, () => {
  it.each([
    [serverMessages.partnerAlreadyExists, 'Er is al een partner verzekerd op deze polis.'],
    [serverMessages.startDateOutsideAgreement, 'De ingangsdatum ligt voor of na de looptijd'],
    [serverMessages.offerYearUnknown, 'De premies voor volgend jaar zijn nog niet bekend'],
    [serverMessages.noActivePolicy, 'Zonder actieve polis kunt u geen gezinsleden bijschrijven.'],
  ])('explains the cards refused with "%s"', async (message, text) => {
    const { user } = show({ cards: { status: 409, message } });
    await fill(user, 1, partner);
    await next(user);
    const refusal = await screen.findByRole('alert', { name: 'Bijschrijven is niet mogelijk' });
    expect(refusal).toHaveTextContent(text);
    await user.click(screen.getByRole('button', { name: 'Gegevens aanpassen' }));
    expect(await screen.findByRole('group', { name: 'Persoon 1' })).toBeInTheDocument();
  });

  it.each([
    [serverMessages.newbornTooLate, 'Een pasgeborene moet binnen 4 maanden'],
    [serverMessages.socialSecurityNumberAlreadyInUse, 'Dit burgerservicenummer is al bij ons bekend.'],
  ])('explains the save refused with "%s"', async (message, text) => {
    const { user } = show({ save: { status: 409, message } });
    await fill(user, 1, newborn);
    await next(user);
    await screen.findByRole('region', { name: 'Emma Vries' });
    await user.click(screen.getByRole('button', { name: 'Bijschrijven' }));
    expect(await screen.findByText(text, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lists the packages still missing', async () => {
    const { user } = show({
      save: () => ({
        outcome: 'missing-required-packages',
        missingRequiredPackages: [{ customerNumber: '00000000', group: 'basic' }],
      }),
    });
    await fill(user, 1, partner);
    await next(user);
    await screen.findByRole('region', { name: 'Lotte Bakker' });
    await user.click(screen.getByRole('button', { name: 'Bijschrijven' }));
    const dialog = await screen.findByRole('dialog', { name: 'Er ontbreken pakketten' });
    expect(dialog).toHaveTextContent('Lotte Bakker: Basisverzekering');
  });
});
