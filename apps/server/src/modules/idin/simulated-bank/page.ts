import { escapeHtml } from '../../../http/escape-html.ts';

export interface DemoIdentity {
  bsn: string;
  name: string;
  birthDate: string;
  hasAccount: boolean;
}

export interface BankPageInput {
  bankName: string;
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
  identities: readonly DemoIdentity[];
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/**
 * The simulated bank (development only): pick the demo identity the bank asserts, then approve,
 * cancel or let the session expire. Plain HTML with a form, no script (CSP script-src 'self').
 */
export function bankPage(input: BankPageInput): string {
  const options = input.identities
    .map(
      (identity) =>
        `<option value="${escapeHtml(identity.bsn)}">${escapeHtml(identity.name)} · ${escapeHtml(identity.birthDate)} · BSN ${escapeHtml(identity.bsn)}${identity.hasAccount ? '' : ' · geen account'}</option>`,
    )
    .join('');
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gesimuleerde bank: ${escapeHtml(input.bankName)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f5f7;color:#1b1f24;margin:0;padding:2rem 1rem}
main{max-width:36rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin-top:0}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
select{width:100%;padding:.5rem;font-size:1rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1.5rem}
button{font-size:1rem;padding:.6rem 1rem;border-radius:6px;border:1px solid #0b4f8a;cursor:pointer}
button[value=approve]{background:#0b4f8a;color:#fff}
button[value=cancel],button[value=expire]{background:#fff;color:#0b4f8a}
.note{color:#4a5560;font-size:.9rem}
</style>
</head>
<body>
<main>
<h1>Gesimuleerde bank: ${escapeHtml(input.bankName)}</h1>
<p>Deze pagina speelt de bank bij iDIN, alleen in de ontwikkelomgeving. <span lang="en">(Simulated iDIN bank, development only.)</span></p>
<form method="post" action="/api/dev/idin-bank/authorize">
${hidden('redirect_uri', input.redirectUri)}${hidden('state', input.state)}${hidden('nonce', input.nonce)}${hidden('code_challenge', input.codeChallenge)}
<label for="bsn">Welke identiteit bevestigt de bank? <span lang="en">(Identity the bank asserts)</span></label>
<select id="bsn" name="bsn">${options}</select>
<p class="note">De portal krijgt het BSN van de gekozen persoon terug.</p>
<div class="actions">
<button type="submit" name="action" value="approve">Goedkeuren</button>
<button type="submit" name="action" value="cancel">Annuleren</button>
<button type="submit" name="action" value="expire">Laten verlopen</button>
</div>
</form>
</main>
</body>
</html>`;
}
