import type { ReportReason } from 'shared-api';
import { t } from '../messages';

// The report reasons' labels (the contract's REPORT_REASON_LABELS) in the page's language: the
// dialog's choices and the reasons support reads in its queue.

const REPORT_REASON_TEXT = {
  spam: 'reason.spam',
  harassment: 'reason.harassment',
  'false-information': 'reason.falseInformation',
  other: 'reason.other',
} as const satisfies Record<ReportReason, string>;

/** 'Spam', 'Harassment or hate', 'False information' or 'Something else'. */
export function reportReasonText(reason: ReportReason): string {
  return t(REPORT_REASON_TEXT[reason]);
}
