/** Policy numbers have 12 digits: the label's UZOVI code, the agreement's last 6 digits, a member index. */
export function policyNumberFor(uzoviCode: string, agreementId: number, memberIndex: number): string {
  const policyNumber = `${uzoviCode}${String(agreementId % 1_000_000).padStart(6, '0')}${String(memberIndex).padStart(2, '0')}`;
  if (!/^\d{12}$/.test(policyNumber)) throw new Error(`Policy number is not 12 digits: ${policyNumber}`);
  return policyNumber;
}
