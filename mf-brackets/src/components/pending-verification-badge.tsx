import { Badge } from 'shared-ui';
import { t } from '../place-messages';

/** A candidate support has not activated yet: listed, never seeded (docs/roles.md). */
export function PendingVerificationBadge() {
  return <Badge $tone="grey">{t('candidates.pendingVerification')}</Badge>;
}
