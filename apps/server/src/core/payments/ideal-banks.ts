/** Banks that offer iDEAL, by BIC: the payer picks one on the simulated checkout. */
export const idealBanks: readonly { bic: string; name: string }[] = [
  { bic: 'ABNANL2A', name: 'ABN AMRO' },
  { bic: 'ASNBNL21', name: 'ASN Bank' },
  { bic: 'BUNQNL2A', name: 'bunq' },
  { bic: 'INGBNL2A', name: 'ING' },
  { bic: 'KNABNL2H', name: 'Knab' },
  { bic: 'RABONL2U', name: 'Rabobank' },
  { bic: 'RBRBNL21', name: 'RegioBank' },
  { bic: 'REVOLT21', name: 'Revolut' },
  { bic: 'SNSBNL2A', name: 'SNS' },
  { bic: 'TRIONL2U', name: 'Triodos Bank' },
  { bic: 'FVLBNL22', name: 'Van Lanschot Kempen' },
];

export const idealBankName = (bic: string | null): string | null =>
  idealBanks.find((bank) => bank.bic === bic)?.name ?? null;
