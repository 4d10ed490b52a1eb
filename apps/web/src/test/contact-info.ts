import type { CollectivityContactInfo } from '@mijn/contract';

/** GET Collectivity of the default label: weekdays 08:00-17:30, its post and social channels. */
export function contactInfoFixture(info: Partial<CollectivityContactInfo> = {}): CollectivityContactInfo {
  return {
    phoneNumber: '088-9101000',
    email: 'klantenservice@zorgzaam.example',
    postalAddress: {
      addressee: 'Zorgzaam Zorgverzekeringen',
      poBox: 'Postbus 9101',
      postalCode: '3500 HA',
      city: 'Utrecht',
    },
    socialMedia: [
      { network: 'facebook', url: 'https://www.facebook.com/zorgzaam.example' },
      { network: 'instagram', url: 'https://www.instagram.com/zorgzaam.example' },
      { network: 'linkedin', url: 'https://www.linkedin.com/company/zorgzaam.example' },
    ],
    isDefaultHours: true,
    openingHoursOfWeek: [1, 2, 3, 4, 5].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '08:00',
      endTime: '17:30',
    })),
    nextAvailableDate: null,
    ...info,
  };
}
