import { formatCents } from '@mijn/domain';
import { idealBankName, idealBanks } from '../../../core/payments/ideal-banks.ts';
import { SIMULATED_IDEAL_PATH, type SimulatedIdealPayment } from '../../../core/payments/simulated-ideal.ts';
import { escapeHtml } from '../../../http/escape-html.ts';
import { checkoutTexts } from './page-texts.ts';

/** The merchant the payer pays: the label of the invoice. */
export interface Merchant {
  brandName: string;
  colors: { primary: string; primaryDark: string; background: string };
}

const locales = { nl: 'nl-NL', en: 'en-US' } as const;

function expiryTime(payment: SimulatedIdealPayment): string {
  return new Intl.DateTimeFormat(locales[payment.language], {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Amsterdam',
  }).format(payment.expiresAt);
}

function summary(payment: SimulatedIdealPayment, merchant: Merchant): string {
  const t = checkoutTexts[payment.language];
  const row = (term: string, value: string) => `<dt>${term}</dt><dd>${escapeHtml(value)}</dd>`;
  return `<dl>${row(t.payTo, merchant.brandName)}${row(t.amount, formatCents(payment.amountCents, locales[payment.language]))}${row(t.description, payment.description)}</dl>`;
}

function chooseBank(payment: SimulatedIdealPayment, merchant: Merchant): string {
  const t = checkoutTexts[payment.language];
  const radios = idealBanks
    .map(
      (bank, index) =>
        `<li><input type="radio" id="bank-${bank.bic}" name="bank" value="${bank.bic}"${index === 0 ? ' required' : ''}${payment.bank === bank.bic ? ' checked' : ''}><label for="bank-${bank.bic}">${escapeHtml(bank.name)}</label></li>`,
    )
    .join('');
  return `<h1>${t.chooseBank}</h1>
${summary(payment, merchant)}
<p class="note">${t.expires(expiryTime(payment))}</p>
<form method="post" action="${SIMULATED_IDEAL_PATH}/${payment.id}/bank">
<fieldset><legend>${t.yourBank}</legend><ul class="banks">${radios}</ul></fieldset>
<div class="actions"><button type="submit" class="primary">${t.next}</button></div>
</form>
<form method="post" action="${SIMULATED_IDEAL_PATH}/${payment.id}/decision">
<div class="actions"><button type="submit" name="decision" value="cancel">${t.cancel}</button></div>
</form>`;
}

function atBank(payment: SimulatedIdealPayment, merchant: Merchant, bank: string): string {
  const t = checkoutTexts[payment.language];
  return `<h1>${escapeHtml(t.approveAt(bank))}</h1>
<p>${t.approveIntro}</p>
${summary(payment, merchant)}
<p class="note">${t.expires(expiryTime(payment))}</p>
<form method="post" action="${SIMULATED_IDEAL_PATH}/${payment.id}/decision">
<div class="actions">
<button type="submit" name="decision" value="pay" class="primary">${t.pay}</button>
<button type="submit" name="decision" value="fail">${t.fail}</button>
<button type="submit" name="decision" value="expire">${t.expire}</button>
<button type="submit" name="decision" value="cancel">${t.cancel}</button>
</div>
</form>
<p><a href="${SIMULATED_IDEAL_PATH}/${payment.id}?bank=other">${t.otherBank}</a></p>`;
}

function ended(payment: SimulatedIdealPayment, merchant: Merchant): string {
  const t = checkoutTexts[payment.language];
  const state = payment.state === 'open' ? 'expired' : payment.state;
  return `<h1>${t.ended[state]}</h1>
${summary(payment, merchant)}
<p><a class="button primary" href="${escapeHtml(payment.redirectUrl)}">${escapeHtml(t.back(merchant.brandName))}</a></p>`;
}

/**
 * The simulated iDEAL checkout (development only): choose a bank, then pay, cancel, let it fail or
 * let it expire; a finished payment shows how it ended. Plain HTML forms, no script (CSP
 * script-src 'self'), in the merchant's colours.
 */
export function checkoutPage(
  payment: SimulatedIdealPayment,
  merchant: Merchant,
  options: { chooseAnotherBank: boolean },
): string {
  const t = checkoutTexts[payment.language];
  const bank = idealBankName(payment.bank);
  const content =
    payment.state !== 'open'
      ? ended(payment, merchant)
      : bank === null || options.chooseAnotherBank
        ? chooseBank(payment, merchant)
        : atBank(payment, merchant, bank);
  const { primary, primaryDark, background } = merchant.colors;
  return `<!doctype html>
<html lang="${payment.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}: ${escapeHtml(merchant.brandName)}</title>
<style>
body{font-family:system-ui,sans-serif;background:${background};color:#1b1f24;margin:0;line-height:1.5}
header{background:${primaryDark};color:#fff;padding:1rem}
header p{margin:0;max-width:36rem;margin-inline:auto;font-weight:600}
main{max-width:36rem;margin:1.5rem auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}
@media (max-width:40rem){main{margin:0;border-radius:0}}
h1{font-size:1.5rem;margin-top:0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
fieldset{border:1px solid #8a949e;border-radius:6px;padding:.5rem 1rem}
legend{font-weight:600;padding:0 .25rem}
.banks{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(11rem,1fr));gap:.25rem}
.banks li{display:flex;align-items:center;gap:.5rem;min-height:2.75rem}
input[type=radio]{width:1.25rem;height:1.25rem;flex-shrink:0;accent-color:${primary}}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}
button,.button{font:inherit;padding:.6rem 1rem;border-radius:6px;border:2px solid ${primary};background:#fff;color:${primaryDark};cursor:pointer;text-decoration:none;display:inline-block}
button.primary,.button.primary{background:${primary};color:#fff}
:focus-visible{outline:3px solid #1b1f24;outline-offset:2px}
a{color:${primaryDark}}
.note{color:#4a5560}
</style>
</head>
<body>
<header><p>${escapeHtml(merchant.brandName)} · iDEAL</p></header>
<main>
<p class="note">${t.simulated}</p>
${content}
</main>
</body>
</html>`;
}
