export { FirstLoginPopups } from './first-login-popups.tsx';
