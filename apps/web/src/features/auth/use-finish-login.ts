import { useNavigate } from '@tanstack/react-router';
import { clearNews } from '../../components/news-banner/index.ts';
import { paths } from '../../lib/paths.ts';
import { completeLogin } from '../../lib/session/index.ts';

interface FinishedLogin {
  accessToken: string;
  /** Where the person was going before the login; home when nothing. */
  redirect: string | null;
  /** Given by a login without a verification step, which kept the choice itself. */
  rememberMe?: boolean;
}

/**
 * The end of a login, whether an SMS code or a passkey proved it: the session from the token, the
 * news of the anonymous visit forgotten, then the page the person wanted (where the first-login
 * popups of the token's flags take over).
 */
export function useFinishLogin(): (login: FinishedLogin) => void {
  const navigate = useNavigate();
  return ({ accessToken, redirect, rememberMe }) => {
    clearNews();
    completeLogin(accessToken, rememberMe);
    void navigate({ href: redirect ?? paths.home, replace: true });
  };
}
