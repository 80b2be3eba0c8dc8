import type { MyDonationStatus } from 'shared-api';
import { Badge, type BadgeTone } from 'shared-ui';
import { t, type DonationsKey } from '../../donations-messages';

// How a gift's state reads to its donor (docs/donation-rules.md, "My donations").

const STATUS: Record<MyDonationStatus, { label: DonationsKey; tone: BadgeTone }> = {
  succeeded: { label: 'donationStatus.succeeded', tone: 'green' },
  refunded: { label: 'donationStatus.refunded', tone: 'grey' },
  pending: { label: 'donationStatus.pending', tone: 'yellow' },
};

export function DonationStatusBadge({ status }: { status: MyDonationStatus }) {
  return <Badge $tone={STATUS[status].tone}>{t(STATUS[status].label)}</Badge>;
}
