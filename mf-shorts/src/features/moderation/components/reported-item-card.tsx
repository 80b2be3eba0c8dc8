import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { REPORT_REASON_LABELS, type PostReport } from 'shared-api';
import { Badge, Button, Card, Cluster, Stack } from 'shared-ui';
import styled from 'styled-components';
import { postAge } from '../../feed';

// The frame of one reported item in support's queue, a post or a reply alike: whether it is
// shown, how many reports, the item itself (the caller's), each report's reason, age and
// details, and Hide or Restore. Posts and replies differ only in their body and in the
// mutation and words of the change, which their own components keep.

const Item = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Status = styled(Cluster).attrs({ $gap: 2 })``;

const Reports = styled(Stack).attrs({ as: 'ol', $gap: 2 })`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Reason = styled.strong``;

const When = styled.span`
  margin-left: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Members' words: a text node, never HTML.
const Details = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled(Cluster).attrs({ $gap: 2 })`
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface ReportedItemCardProps {
  /** The card's accessible name ('Post by Sam Voter'). */
  label: string;
  hidden: boolean;
  reportCount: number;
  reports: readonly PostReport[];
  /** Milliseconds since the epoch, for the relative ages. */
  now: number;
  /** The post the item is (or belongs to), for 'Open post'. */
  postId: number;
  /** A change is on its way: Hide and Restore do nothing until it is answered. */
  pending: boolean;
  onChange: (hidden: boolean) => void;
  /** The reported item itself. */
  children: ReactNode;
}

export function ReportedItemCard({
  label,
  hidden,
  reportCount,
  reports,
  now,
  postId,
  pending,
  onChange,
  children,
}: ReportedItemCardProps) {
  return (
    <Item as="article" aria-label={label}>
      <Status>
        {hidden ? <Badge $tone="grey">Hidden</Badge> : <Badge $tone="green">Shown</Badge>}
        <Badge $tone="red">
          {reportCount} {reportCount === 1 ? 'report' : 'reports'}
        </Badge>
      </Status>
      {children}
      {reports.length > 0 ? (
        <Reports aria-label="Reports">
          {reports.map((report, index) => (
            <li key={`${report.createdAt}-${index}`}>
              <Reason>{REPORT_REASON_LABELS[report.reason]}</Reason>
              <When>
                <time dateTime={report.createdAt}>{postAge(report.createdAt, now)}</time>
              </When>
              {report.details ? <Details>{report.details}</Details> : null}
            </li>
          ))}
        </Reports>
      ) : null}
      <Actions>
        {hidden ? (
          <Button $size="sm" onClick={() => onChange(false)} aria-disabled={pending}>
            Restore
          </Button>
        ) : (
          <Button
            $variant="danger"
            $size="sm"
            onClick={() => onChange(true)}
            aria-disabled={pending}
          >
            Hide
          </Button>
        )}
        <Link to={`/Shorts/${postId}`}>Open post</Link>
      </Actions>
    </Item>
  );
}
