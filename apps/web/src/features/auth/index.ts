export { LoginScreen } from './login-screen.tsx';
export { LogoutScreen } from './logout-screen.tsx';
export { VerificationScreen } from './verification-screen.tsx';
