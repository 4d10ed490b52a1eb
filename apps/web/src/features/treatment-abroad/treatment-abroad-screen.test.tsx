import { toIsoDate } from '@mijn/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { customersHandler, readableHandler } from '../../test/family.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { TreatmentAbroadScreen } from './treatment-abroad-screen.tsx';

type User = ReturnType<typeof userEvent.setup>;

const inDays = (days: number) => toIsoDate(new Date(Date.now() + days * 86_400_000));

/** Captures the multipart text fields of each POST TreatmentAbroad/KidneyDialysis. */
function dialysisHandler() {
  const sent: Record<string, string>[] = [];
  const handler = http.post('/api/TreatmentAbroad/KidneyDialysis', async ({ request }) => {
    const form = await request.formData();
    sent.push(
      Object.fromEntries(
        [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ),
    );
    return HttpResponse.json({ requestId: 'id', reference: 'BL-2026-1A2B3C4D', receivedDate: inDays(0) });
  });
  return { handler, sent };
}

async function renderScreen() {
  signIn(['mayCreateTreatmentAbroad', 'mayReadInsurance'], { role: 'H', customerNumber: '10000001' });
  renderWithProviders(<TreatmentAbroadScreen />, { path: '/behandeling-buitenland-aanvragen' });
  return screen.findByRole('radiogroup', { name: /Voor wie vraagt u toestemming/ });
}

/** Waits for the field: the details step loads when first shown. */
async function paste(user: User, label: RegExp | string, text: string) {
  await user.click(await screen.findByRole('textbox', { name: label }));
  await user.paste(text);
}
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Volgende' }));
const chooseKind = (user: User, kind: RegExp) => user.click(screen.getByRole('radio', { name: kind }));
const answer = (user: User, question: RegExp, choice: 'Ja' | 'Nee') =>
  user.click(within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name: choice }));

describe('TreatmentAbroadScreen', () => {
  it('offers the main insured himself and his child under 16, and asks the kind first', async () => {
    server.use(customersHandler(), readableHandler);
    const user = userEvent.setup();
    const persons = await renderScreen();
    expect(
      within(persons)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['10000001', '10000004']);
    await next(user);
    expect(await screen.findByText('Dit veld is verplicht.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Stap 1 van 3/ })).toBeInTheDocument();
  });

  it('refuses a fertility treatment that starts on or after the 43rd birthday (spec §5)', async () => {
    server.use(customersHandler(), readableHandler);
    const user = userEvent.setup();
    await renderScreen();
    await chooseKind(user, /^Vruchtbaarheidsbehandeling/);
    await next(user);
    await paste(user, /Vanaf welke datum/, inDays(7));
    await next(user);
    expect(
      await screen.findByText(
        'Vanaf 43 jaar vergoedt de basisverzekering geen vruchtbaarheidsbehandeling meer.',
      ),
    ).toBeInTheDocument();
  });

  it('sends a dialysis request with only its fields, no residence without transport, and confirms it', async () => {
    const { handler, sent } = dialysisHandler();
    server.use(customersHandler(), readableHandler, handler);
    const user = userEvent.setup();
    await renderScreen();
    await chooseKind(user, /^Nierdialyse/);
    await next(user);
    await screen.findByRole('heading', { name: /Stap 2 van 3: Gegevens/ });
    await paste(user, /Vanaf welke datum/, inDays(14));
    await paste(user, /Tot en met welke datum/, inDays(28));
    await paste(user, /Hoe vaak per week/, '3');
    await paste(user, /Naam van de zorginstelling/, 'Centro de Diálisis');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Land(?!nummer)/ }), 'ES');
    await paste(user, /^Postcode/, '29600');
    await paste(user, /^Huisnummer/, '12');
    await paste(user, /^Straat/, 'Calle Mayor');
    await paste(user, /^Plaats/, 'Marbella');
    await paste(user, /Telefoonnummer van de zorginstelling/, '952123456');
    await paste(user, /E-mailadres van de zorginstelling/, 'info@dialisis.es');
    await answer(user, /plaats voor u bevestigd/, 'Ja');
    await answer(user, /vervoer nodig/, 'Ja');
    expect(screen.getByRole('heading', { name: 'Uw verblijfadres in het buitenland' })).toBeInTheDocument();
    await answer(user, /vervoer nodig/, 'Nee');
    await answer(user, /prijs genoemd/, 'Nee');
    await next(user);
    await screen.findByRole('heading', { name: /Stap 3 van 3: Documenten/ });
    await user.click(screen.getByRole('button', { name: 'Aanvraag versturen' }));

    expect(await screen.findByRole('heading', { name: 'Uw aanvraag is verstuurd' })).toBeInTheDocument();
    expect(screen.getByText('BL-2026-1A2B3C4D')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      CurrentSelectedCustomerNumber: '10000001',
      NumberOfDialysis: '3',
      NeedsTransport: 'false',
      Approval: 'true',
      PriceMentioned: 'false',
      'InstanceAbroad.Address.CountryCode': 'ES',
      'InstanceAbroad.PhoneNumber': '+34 952123456',
    });
    expect(
      Object.keys(sent[0] ?? {}).filter((name) => /Residence|Amount|PractitionerName/.test(name)),
    ).toEqual([]);
    // A long form filled field by field: more than the default 5 s on a busy machine.
  }, 20_000);
});
