import attachments from '../../locales/nl/attachments.json';
import download from '../../locales/nl/download.json';
import menu from '../../locales/nl/menu.json';

/** The Dutch texts of the shared parts only logged-in screens show: menus, downloads, attachments. */
export const loggedInTexts = { attachments, download, menu };
