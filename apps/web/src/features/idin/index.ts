export { IdinActivateScreen } from './idin-activate-screen.tsx';
export {
  IdinAbortCallback,
  IdinAuthenticationCallback,
  IdinErrorCallback,
  IdinRegisterCallback,
} from './idin-callback-screens.tsx';
export { IdinReturnScreen } from './idin-return-screen.tsx';
