import { PENDING_VERIFICATION_LABEL } from 'shared-api';
import { Badge } from 'shared-ui';

/** A candidate support has not activated yet: listed, never seeded (docs/roles.md). */
export function PendingVerificationBadge() {
  return <Badge $tone="grey">{PENDING_VERIFICATION_LABEL}</Badge>;
}
