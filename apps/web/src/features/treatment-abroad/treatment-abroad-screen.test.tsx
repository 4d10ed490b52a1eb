import { toIsoDate } from '@mijn/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { signatureOf, testFile } from '../../components/attachments/test-files.ts';
import { customersHandler, readableHandler } from '../../test/family.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { TreatmentAbroadScreen } from './treatment-abroad-screen.tsx';

type User = ReturnType<typeof userEvent.setup>;

const inDays = (days: number) => toIsoDate(new Date(Date.now() + days * 86_400_000));

/** Captures the multipart text fields, and the field of each file, of each POST TreatmentAbroad/MedicalTreatment. */
function medicalHandler() {
  const sent: { fields: Record<string, string>; files: string[] }[] = [];
  const handler = http.post('/api/TreatmentAbroad/MedicalTreatment', async ({ request }) => {
    const form = await request.formData();
    const entries = [...form.entries()];
    sent.push({
      fields: Object.fromEntries(
        entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ),
      files: entries.filter(([, value]) => typeof value !== 'string').map(([name]) => name),
    });
    return HttpResponse.json({ requestId: 'id', reference: 'BL-2026-1A2B3C4D', receivedDate: inDays(0) });
  });
  return { handler, sent };
}

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
  // Every customer may claim, and so run the readability check on a file.
  signIn(['mayCreateTreatmentAbroad', 'mayReadInsurance', 'mayCreateDeclaration'], {
    role: 'H',
    customerNumber: '10000001',
  });
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

/** Two weeks from a fortnight ahead, at a clinic in Marbella, Spain. */
async function fillPeriodAndClinic(user: User, clinic: string) {
  await paste(user, /Vanaf welke datum/, inDays(14));
  await paste(user, /Tot en met welke datum/, inDays(28));
  await paste(user, /Naam van de zorginstelling/, clinic);
  await user.selectOptions(screen.getByRole('combobox', { name: /^Land(?!nummer)/ }), 'ES');
  await paste(user, /^Postcode/, '29600');
  await paste(user, /^Huisnummer/, '12');
  await paste(user, /^Straat/, 'Calle Mayor');
  await paste(user, /^Plaats/, 'Marbella');
  await paste(user, /Telefoonnummer van de zorginstelling/, '952123456');
  await paste(user, /E-mailadres van de zorginstelling/, 'info@kliniek.es');
}

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
    // The details step's code loads here the first time: slow on a busy machine.
  }, 20_000);

  it('sends a dialysis request with only its fields, no residence without transport, and confirms it', async () => {
    const { handler, sent } = dialysisHandler();
    server.use(customersHandler(), readableHandler, handler);
    const user = userEvent.setup();
    await renderScreen();
    await chooseKind(user, /^Nierdialyse/);
    await next(user);
    await screen.findByRole('heading', { name: /Stap 2 van 3: Gegevens/ });
    await paste(user, /Hoe vaak per week/, '3');
    await fillPeriodAndClinic(user, 'Centro de Diálisis');
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

  it('tells at the question that no referral means a refusal, and asks the referral letter instead of registry numbers (issue 34)', async () => {
    const { handler, sent } = medicalHandler();
    server.use(customersHandler(), readableHandler, handler);
    const user = userEvent.setup();
    await renderScreen();
    await chooseKind(user, /^Medische behandeling/);
    await next(user);
    await screen.findByRole('heading', { name: /Stap 2 van 3: Gegevens/ });
    await paste(user, /Welke behandeling krijgt u/, 'Knieoperatie');
    await paste(user, /Naam van de behandelaar/, 'Dr. García');
    await fillPeriodAndClinic(user, 'Clínica Costa');
    await answer(user, /prijs genoemd/, 'Nee');

    await answer(user, /Nederlandse arts u doorverwezen/, 'Nee');
    expect(await screen.findByText('Met dit antwoord wijzen wij uw aanvraag af')).toBeInTheDocument();
    expect(screen.getByText(/een verwijzing van een Nederlandse arts nodig/)).toBeInTheDocument();

    await answer(user, /Nederlandse arts u doorverwezen/, 'Ja');
    expect(screen.queryByText('Met dit antwoord wijzen wij uw aanvraag af')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /BIG-nummer|AGB-code/ })).toBeNull();
    await paste(user, /Naam van de verwijzende arts/, 'Dr. P. Bakker');
    await paste(user, /Telefoonnummer van de verwijzende arts/, '201234567');
    expect(screen.getByRole('textbox', { name: /Telefoonnummer van de verwijzende arts/ })).toHaveAttribute(
      'autocomplete',
      'off',
    );
    // The letter is asked at the referral: without it the step is refused there.
    await next(user);
    expect(await screen.findByText('Voeg minimaal 1 bestand toe.')).toBeInTheDocument();
    const letter = screen.getByLabelText(/^Verwijsbrief/, { selector: 'input' });
    expect(letter).not.toHaveAttribute('multiple');
    await user.upload(letter, testFile('verwijsbrief.pdf', signatureOf.pdf));
    // The check goes through msw; a busy machine answers late.
    await screen.findByText('Leesbaar', {}, { timeout: 10_000 });
    await next(user);
    await screen.findByRole('heading', { name: /Stap 3 van 3: Documenten/ });
    await user.click(screen.getByRole('button', { name: 'Aanvraag versturen' }));

    expect(await screen.findByRole('heading', { name: 'Uw aanvraag is verstuurd' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.fields).toMatchObject({
      HasReferral: 'true',
      'ReferringDoctor.PractitionerName': 'Dr. P. Bakker',
      'ReferringDoctor.PhoneNumber': '+31 201234567',
    });
    expect(Object.keys(sent[0]?.fields ?? {}).filter((name) => /BigNumber|AgbCode/.test(name))).toEqual([]);
    expect(sent[0]?.files).toEqual(['ReferralLetter']);
  }, 30_000);

  it('says outside the S2 countries that we pay up to the Dutch rate, and gives the clinic phone that country’s code', async () => {
    server.use(customersHandler(), readableHandler);
    const user = userEvent.setup();
    await renderScreen();
    await chooseKind(user, /^Nierdialyse/);
    await next(user);
    const country = await screen.findByRole('combobox', { name: /^Land(?!nummer)/ });
    expect(screen.getByRole('combobox', { name: 'Landnummer' })).toHaveValue('+31 Nederland');
    await user.selectOptions(country, 'ES');
    expect(screen.getByRole('combobox', { name: 'Landnummer' })).toHaveValue('+34 Spanje');
    expect(screen.queryByText(/tot het Nederlandse tarief/)).toBeNull();
    await user.selectOptions(country, 'MA');
    expect(screen.getByRole('combobox', { name: 'Landnummer' })).toHaveValue('+212 Marokko');
    expect(screen.getByText('Met dit antwoord geven wij toestemming met een voorwaarde')).toBeInTheDocument();
    expect(screen.getByText(/vergoeden wij deze zorg tot het Nederlandse tarief/)).toBeInTheDocument();
  }, 20_000);
});
