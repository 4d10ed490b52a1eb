import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { customersHandler } from '../../test/family.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CareMediationScreen } from './care-mediation-screen.tsx';

type User = ReturnType<typeof userEvent.setup>;

/** Captures the path and text fields of each POST CareMediation/*. */
function mediationHandler() {
  const sent: { path: string; fields: Record<string, string> }[] = [];
  const handler = http.post('*/api/CareMediation/:kind', async ({ request, params }) => {
    const form = await request.formData();
    const fields = Object.fromEntries(
      [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    sent.push({ path: String(params.kind), fields });
    return HttpResponse.json({ reference: 'ZB-1A2B3C4D', receivedDate: '2026-11-30' });
  });
  return { handler, sent };
}

async function renderScreen() {
  // Who may be chosen comes from Customer/GetAllCustomersWithActivePolicy, which needs the insurance read right.
  signIn(['mayCreateCareMediation', 'mayReadInsurance'], { role: 'H', customerNumber: '10000001' });
  server.use(customersHandler());
  renderWithProviders(<CareMediationScreen />, { path: '/zorgbemiddeling-aanvragen' });
  await screen.findByRole('radiogroup', { name: /Voor wie zoekt u zorg/ });
}

const group = (name: RegExp) => screen.getByRole('radiogroup', { name });
const choose = (user: User, question: RegExp, choice: RegExp | string) =>
  user.click(within(group(question)).getByRole('radio', { name: choice }));
/** Typing key by key re-renders the whole form per key; pasting keeps the journey quick. */
async function paste(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Volgende' }));
const stepHeading = (name: string) =>
  screen.findByRole('heading', { name: new RegExp(`Stap \\d van 3: ${name}`) });

describe('CareMediationScreen', () => {
  it('offers the user and the children under 16, and sends Tim’s mental-health care to the youth desk', async () => {
    const user = userEvent.setup();
    await renderScreen();
    const persons = within(group(/Voor wie zoekt u zorg/)).getAllByRole('radio');
    expect(persons.map((radio) => radio.getAttribute('value'))).toEqual(['10000001', '10000004']);

    await choose(user, /Bij welke zorg/, /Geestelijke gezondheidszorg/);
    await choose(user, /Voor wie zoekt u zorg/, 'Tim de Vries');
    expect(screen.getByText(/jeugdloket \(wijkteam\) van uw gemeente/)).toBeVisible();
    await next(user);
    expect(screen.getByRole('heading', { name: /Stap 1 van 3/ })).toBeVisible();

    // A general practitioner for Tim is fine.
    await choose(user, /Bij welke zorg/, /Huisarts/);
    expect(screen.queryByText(/jeugdloket/)).toBeNull();
    await next(user);
    await stepHeading('Uw situatie');
  });

  it('blocks at an answer that rules mediation out and does not move on', async () => {
    const user = userEvent.setup();
    await renderScreen();
    await choose(user, /Bij welke zorg/, /Medisch specialist/);
    await next(user);
    await stepHeading('Uw situatie');
    await choose(user, /MRI-scan/, 'Ja');
    expect(screen.getByText(/plant het ziekenhuis van die specialist de MRI/)).toBeVisible();
    await choose(user, /second opinion/, 'Ja');
    expect(screen.getByText('Voor een second opinion heeft u een verwijzing nodig')).toBeVisible();
    await next(user);
    expect(screen.getByRole('heading', { name: /Stap 2 van 3/ })).toBeVisible();
  });

  it('sends a conditional block only when its question is yes, and shows the reference', async () => {
    const user = userEvent.setup();
    const { handler, sent } = mediationHandler();
    server.use(handler);
    await renderScreen();
    await choose(user, /Bij welke zorg/, /Huisarts/);
    await choose(user, /Voor wie zoekt u zorg/, 'Tim de Vries');
    await next(user);
    await stepHeading('Uw situatie');
    await choose(user, /andere zorgbemiddelingsdienst/, 'Nee');
    await choose(user, /niet tevreden/, 'Ja');
    expect(screen.getByText('Bespreek het eerst met uw huisarts')).toBeVisible();
    // Answered yes and filled in, then no: the practice is not sent.
    await choose(user, /Heeft u nu een huisarts/, 'Ja');
    await paste(user, screen.getByLabelText(/^Naam/), 'Huisartsenpraktijk De Linde');
    await choose(user, /Heeft u nu een huisarts/, 'Nee');
    await next(user);
    await stepHeading('Contact');
    // The contact step loads when first shown.
    await paste(user, await screen.findByLabelText(/Op welk telefoonnummer/), '0612345678');
    await user.click(screen.getByRole('button', { name: 'Aanvraag versturen' }));

    expect(await screen.findByRole('heading', { name: 'Uw aanvraag is verstuurd' })).toBeVisible();
    expect(screen.getByText('ZB-1A2B3C4D')).toBeVisible();
    expect(screen.getByText(/voor Tim de Vries op/)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe('GeneralPractitioner');
    expect(sent[0]?.fields).toEqual({
      CurrentSelectedCustomerNumber: '10000004',
      AlreadyWithMediationService: 'false',
      PhoneNumber: '+31 0612345678',
      MaxTravelDistanceKm: '25',
      UnhappyWithGeneralPractitioner: 'true',
      HasGeneralPractitioner: 'false',
    });
  });
});
