import { Badge } from 'shared-ui';
import { t } from '../messages';

/**
 * A candidate support has not activated yet (docs/roles.md). The English is shared-api's
 * PENDING_VERIFICATION_LABEL (a test holds them equal).
 */
export function PendingVerificationBadge() {
  return <Badge $tone="grey">{t('candidate.pendingVerification')}</Badge>;
}
