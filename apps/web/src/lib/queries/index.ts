export { lookupInput, useAddressLookup } from './address-lookup.ts';
export { useContactInfo } from './contact-info.ts';
export { financialSummaryQuery } from './financial-summary.ts';
export { insuredForYearQuery, insuredTodayQuery } from './insured-people.ts';
export { offerYearQuery } from './offer-year.ts';
export { paymentArrangementsQuery } from './payment-arrangements.ts';
export { requestablePersons, useRequestablePersons } from './requestable-persons.ts';
