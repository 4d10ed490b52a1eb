export { NoticeHost } from './notice-host.tsx';
export { hideNotice, showNotice } from './notices.ts';
