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

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** A gift's time as its receipt shows it, in a <time> element. */
export function GiftTime({ at }: { at: string }) {
  return <time dateTime={at}>{dateFormat.format(new Date(at))}</time>;
}
