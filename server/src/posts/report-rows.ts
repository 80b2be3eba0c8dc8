import type { PostReport, ReportReason } from 'shared-api/contracts';

// A member's report of a post or a reply as the database answers it (post_reports,
// comment_reports: the same columns), and as the API shows it.

export interface RawReport {
  reason: ReportReason;
  details: string;
  createdAt: string;
}

export const toReport = (row: RawReport): PostReport => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
});
