/** The contact form is answered within this many working days (spec §9). */
export const CONTACT_ANSWER_WORKING_DAYS = 5;
