export { ForgotScreen } from './forgot-screen.tsx';
export { LoginScreen } from './login-screen.tsx';
export { LogoutScreen } from './logout-screen.tsx';
export { ResetPasswordScreen } from './reset-password-screen.tsx';
export { VerificationScreen } from './verification-screen.tsx';
