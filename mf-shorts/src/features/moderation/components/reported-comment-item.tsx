import { Link } from 'react-router-dom';
import {
  REPORT_REASON_LABELS,
  useMutationErrorNotice,
  useSetCommentHidden,
  type ReportedComment,
} from 'shared-api';
import { Badge, Button, Card, Cluster, notify, Stack } from 'shared-ui';
import styled from 'styled-components';
import { postAge } from '../../feed';

const Item = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Status = styled(Cluster).attrs({ $gap: 2 })``;

const Byline = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Members' words: text nodes, never HTML.
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Reports = styled(Stack).attrs({ as: 'ol', $gap: 2 })`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Actions = styled(Cluster).attrs({ $gap: 2 })`
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface ReportedCommentItemProps {
  item: ReportedComment;
  /** Milliseconds since the epoch, for the relative ages. */
  now: number;
}

/** One reported reply in support's queue: the reply, its reports, and Hide or Restore. */
export function ReportedCommentItem({ item, now }: ReportedCommentItemProps) {
  const { comment, reports, reportCount, hiddenAt } = item;
  const author = comment.user.displayName || 'Anonymous';
  const setHidden = useSetCommentHidden();
  const notifyError = useMutationErrorNotice(notify, {
    loginRequired: {
      title: 'Login Required',
      description: 'Please log in again to moderate replies. Redirecting...',
    },
    failed: {
      title: 'Change Failed',
      description: 'The reply could not be changed. Please try again.',
    },
  });

  function change(hidden: boolean) {
    if (setHidden.isPending) return;
    setHidden.mutate(
      { commentId: comment.id, hidden },
      {
        onSuccess: () =>
          notify(
            hidden
              ? { title: 'Reply Hidden', description: 'It no longer shows under its post.' }
              : { title: 'Reply Restored', description: 'Everyone can see it again.' },
          ),
        onError: notifyError,
      },
    );
  }

  return (
    <Item as="article" aria-label={`Reply by ${author}`}>
      <Status>
        {hiddenAt ? <Badge $tone="grey">Hidden</Badge> : <Badge $tone="green">Shown</Badge>}
        <Badge $tone="red">
          {reportCount} {reportCount === 1 ? 'report' : 'reports'}
        </Badge>
      </Status>
      <Byline>
        {author}, <time dateTime={comment.createdAt}>{postAge(comment.createdAt, now)}</time>
      </Byline>
      <Text>{comment.content}</Text>
      {reports.length > 0 ? (
        <Reports aria-label="Reports">
          {reports.map((report, index) => (
            <li key={`${report.createdAt}-${index}`}>
              <strong>{REPORT_REASON_LABELS[report.reason]}</strong>
              {report.details ? <Text>{report.details}</Text> : null}
            </li>
          ))}
        </Reports>
      ) : null}
      <Actions>
        {hiddenAt ? (
          <Button $size="sm" onClick={() => change(false)} aria-disabled={setHidden.isPending}>
            Restore
          </Button>
        ) : (
          <Button
            $variant="danger"
            $size="sm"
            onClick={() => change(true)}
            aria-disabled={setHidden.isPending}
          >
            Hide
          </Button>
        )}
        <Link to={`/Shorts/${comment.postId}`}>Open post</Link>
      </Actions>
    </Item>
  );
}
