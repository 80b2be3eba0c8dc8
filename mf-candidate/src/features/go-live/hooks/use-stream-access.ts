import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOwnCandidateProfile } from 'shared-api';
import { notify } from 'shared-ui';
import { t } from '../../../live-messages';

/**
 * Who may open the fundraising stream (docs/roles.md): a registered but not activated
 * candidate is told 'Access Denied' and sent to their account. The server refuses their
 * stream calls (403) whatever this screen shows.
 */
export function useStreamAccess() {
  const profile = useOwnCandidateProfile();
  const navigate = useNavigate();
  const notActivated = profile.data != null && !profile.data.isActivated;

  useEffect(() => {
    if (!notActivated) return;
    notify({
      title: t('access.deniedTitle'),
      description: t('access.denied'),
      variant: 'destructive',
    });
    navigate('/candidate/account', { replace: true });
  }, [notActivated, navigate]);

  return { profile, notActivated };
}
