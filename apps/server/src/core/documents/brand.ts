/** What a generated document needs of a label to carry its branding. */
export interface DocumentBrand {
  code: string;
  brandName: string;
  uzoviCode: string;
  colors: { primary: string; primaryDark: string; accent: string };
  phoneNumber: string;
  email: string;
  websiteUrl: string;
}
