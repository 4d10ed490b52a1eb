/** A 12-digit policy number in groups of four, as printed on a polis: '1234 5678 9012'. */
export function formatPolicyNumber(policyNumber: string): string {
  if (!/^\d{12}$/.test(policyNumber)) return policyNumber;
  return policyNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
}
