import type { LabelCode, PostalAddress, SocialMediaLink } from '@mijn/contract';

/** Where a label's customers write to and follow it, beside the phone and e-mail of the label row. */
interface ContactChannels {
  postalAddress: PostalAddress;
  socialMedia: SocialMediaLink[];
}

const socials = (handle: string): SocialMediaLink[] => [
  { network: 'facebook', url: `https://www.facebook.com/${handle}` },
  { network: 'instagram', url: `https://www.instagram.com/${handle}` },
  { network: 'linkedin', url: `https://www.linkedin.com/company/${handle}` },
];

/** Fictional answer numbers (antwoordnummer) and handles, like the brands of the catalogue. */
export const contactChannelsOf: Readonly<Record<LabelCode, ContactChannels>> = {
  default: {
    postalAddress: {
      addressee: 'Zorgzaam Zorgverzekeringen',
      poBox: 'Postbus 9101',
      postalCode: '3500 HA',
      city: 'Utrecht',
    },
    socialMedia: socials('zorgzaam.example'),
  },
  aev: {
    postalAddress: {
      addressee: 'Aemstel Verzekeringen',
      poBox: 'Postbus 9102',
      postalCode: '1000 HB',
      city: 'Amsterdam',
    },
    socialMedia: socials('aemstel.example'),
  },
  ble: {
    postalAddress: {
      addressee: 'Blauwe Lelie Zorg',
      poBox: 'Postbus 9103',
      postalCode: '2500 HC',
      city: 'Den Haag',
    },
    socialMedia: socials('blauwelelie.example'),
  },
  dmn: {
    postalAddress: {
      addressee: 'Duinmond Zorgverzekeraar',
      poBox: 'Postbus 9104',
      postalCode: '2000 HD',
      city: 'Haarlem',
    },
    socialMedia: socials('duinmond.example'),
  },
  pve: {
    postalAddress: {
      addressee: 'Polderveste Zorg',
      poBox: 'Postbus 9105',
      postalCode: '8200 HE',
      city: 'Lelystad',
    },
    socialMedia: socials('polderveste.example'),
  },
  c4l: {
    postalAddress: {
      addressee: 'Samen4Leven Zorgverzekering',
      poBox: 'Postbus 9106',
      postalCode: '5600 HF',
      city: 'Eindhoven',
    },
    socialMedia: socials('samen4leven.example'),
  },
};
