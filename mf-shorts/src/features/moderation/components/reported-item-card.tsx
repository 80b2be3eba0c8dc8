import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PostReport } from 'shared-api';
import { Badge, Button, Card, Cluster, Stack } from 'shared-ui';
import styled from 'styled-components';
import { t, tCount } from '../../../messages';
import { postAge } from '../../feed';
import { reportReasonText } from '../../report-reasons';

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
        {hidden ? (
          <Badge $tone="grey">{t('moderation.hiddenBadge')}</Badge>
        ) : (
          <Badge $tone="green">{t('moderation.shownBadge')}</Badge>
        )}
        <Badge $tone="red">
          {tCount('moderation.reportCount.one', 'moderation.reportCount.other', reportCount, {
            count: reportCount,
          })}
        </Badge>
      </Status>
      {children}
      {reports.length > 0 ? (
        <Reports aria-label={t('moderation.reportsLabel')}>
          {reports.map((report, index) => (
            <li key={`${report.createdAt}-${index}`}>
              <Reason>{reportReasonText(report.reason)}</Reason>
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
            {t('moderation.restore')}
          </Button>
        ) : (
          <Button
            $variant="danger"
            $size="sm"
            onClick={() => onChange(true)}
            aria-disabled={pending}
          >
            {t('moderation.hide')}
          </Button>
        )}
        <Link to={`/Shorts/${postId}`}>{t('moderation.openPost')}</Link>
      </Actions>
    </Item>
  );
}
