import type { MyDonationStatus } from 'shared-api';
import { Badge, type BadgeTone } from 'shared-ui';

// How a gift's state reads to its donor (docs/donation-rules.md, "My donations").

const STATUS: Record<MyDonationStatus, { label: string; tone: BadgeTone }> = {
  succeeded: { label: 'Succeeded', tone: 'green' },
  refunded: { label: 'Refunded', tone: 'grey' },
  pending: { label: 'Processing', tone: 'yellow' },
};

export function DonationStatusBadge({ status }: { status: MyDonationStatus }) {
  return <Badge $tone={STATUS[status].tone}>{STATUS[status].label}</Badge>;
}
