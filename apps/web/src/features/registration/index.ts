export { ActivateScreen } from './activate-screen.tsx';
export { RegisterScreen } from './register-screen.tsx';
