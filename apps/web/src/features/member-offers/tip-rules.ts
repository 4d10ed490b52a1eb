/** The golden tip's fields as the contract checks them (MemberOfferTipBody), with message keys. */
export const tipLimits = {
  companyMin: 2,
  companyMax: 100,
  websiteMax: 200,
  suggestionMin: 10,
  suggestionMax: 1000,
};

const websitePattern = /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/;

export function validateCompanyName(value: string): string | null {
  const name = value.trim();
  if (name === '') return 'tip.errors.company-required';
  if (name.length < tipLimits.companyMin || name.length > tipLimits.companyMax)
    return 'tip.errors.company-length';
  return null;
}

export function validateWebsite(value: string): string | null {
  const website = value.trim();
  if (website === '') return null;
  return website.length <= tipLimits.websiteMax && websitePattern.test(website) ? null : 'tip.errors.website';
}

export function validateSuggestion(value: string): string | null {
  const suggestion = value.trim();
  if (suggestion === '') return 'tip.errors.suggestion-required';
  if (suggestion.length < tipLimits.suggestionMin) return 'tip.errors.suggestion-short';
  if (suggestion.length > tipLimits.suggestionMax) return 'tip.errors.suggestion-long';
  return null;
}
