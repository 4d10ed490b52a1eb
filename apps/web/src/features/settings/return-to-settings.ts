import { useNavigate } from '@tanstack/react-router';
import { showPositiveNotice } from '../../lib/errors/index.ts';
import { paths } from '../../lib/paths.ts';

export type SavedLoginSetting = 'username' | 'password' | 'phone' | 'email';

/** Saving login or contact details goes to settings with the saving message (spec §2, §8). */
export function useReturnToSettings(): (saved: SavedLoginSetting) => void {
  const navigate = useNavigate();
  return (saved) => {
    showPositiveNotice({ key: `login-settings:saved.${saved}` }, 'login-settings-saved');
    void navigate({ to: paths.settings });
  };
}
