/** Correspondence and the message box (spec §4, §9). */
export const MESSAGE_BOX_YEARS = 5;
export const CORRESPONDENCE_RETENTION_YEARS = 7;
/** Unread documents count towards the messages tile when published within this many months. */
export const UNREAD_DOCUMENTS_WINDOW_MONTHS = 6;
