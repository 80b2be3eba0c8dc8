import {
  BEST_EFFORTS_WORDING,
  DONATION_RULES,
  DONOR_DETAILS_LINK_DAYS,
  DONOR_DETAILS_PAGE_PATH,
  formatLimitDollars,
  TEST_MODE_RECEIPT_NOTE,
} from 'shared-api/contracts';
import { donationReference } from '../donations/donation-receipt';
import { formatReceiptDollars, formatReceiptTime } from './donation-mail';
import type { QueuedMail } from './outbox';

// The best-efforts follow-up (docs/mail.md, docs/donation-rules.md "Best efforts follow-up"):
// one mail per itemized gift that lacks employer or occupation, with the link to complete them.

export interface FollowUpGift {
  id: number;
  donorEmail: string;
  donorName: string;
  amountCents: number;
  candidateName: string;
  createdAt: Date | string;
  employer: string | null;
  occupation: string | null;
  testMode: boolean | null;
}

/** What the gift's record lacks, in words: 'employer', 'occupation' or both. */
function missingWords(gift: FollowUpGift): string {
  const missing = [
    (gift.employer ?? '').trim() === '' ? 'employer' : null,
    (gift.occupation ?? '').trim() === '' ? 'occupation' : null,
  ].filter((word) => word !== null);
  return missing.join(' and ');
}

export function bestEffortsMail(
  gift: FollowUpGift,
  { token, publicOrigin }: { token: string; publicOrigin: string },
): QueuedMail {
  const testMode = gift.testMode ? ['', `TEST MODE: ${TEST_MODE_RECEIPT_NOTE}`] : [];
  return {
    kind: 'best-efforts-request',
    to: gift.donorEmail,
    subject: `Your gift to ${gift.candidateName}: your employer and occupation`,
    text: [
      `Hello ${gift.donorName},`,
      '',
      `Thank you for your gift of ${formatReceiptDollars(gift.amountCents)} to ${gift.candidateName} on ${formatReceiptTime(gift.createdAt)} (receipt ${donationReference(gift.id)}).`,
      '',
      BEST_EFFORTS_WORDING,
      `Your gifts to this candidate have passed ${formatLimitDollars(DONATION_RULES.itemisationThresholdCents)}, and this gift's record has no ${missingWords(gift)}. Please add them here (the link works once, for ${DONOR_DETAILS_LINK_DAYS} days):`,
      '',
      `${publicOrigin}${DONOR_DETAILS_PAGE_PATH}?token=${token}`,
      '',
      'If you are not employed, write "None" as your employer and "Not employed" or "Retired" as your occupation. Your gift stands whether or not you answer; we ask only once.',
      ...testMode,
      '',
      'PAID',
    ].join('\n'),
  };
}
