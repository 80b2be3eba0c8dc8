import { Link } from 'react-router-dom';
import {
  REPORT_REASON_LABELS,
  useMutationErrorNotice,
  useSetPostHidden,
  type ReportedPost,
} from 'shared-api';
import { Badge, Button, Card, Cluster, notify, Stack } from 'shared-ui';
import styled from 'styled-components';
import { PostBody, postAge } from '../../feed';

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

export interface ReportedPostItemProps {
  item: ReportedPost;
  /** Milliseconds since the epoch, for the relative ages. */
  now: number;
}

/** One reported post in support's queue: the post, its reports, and Hide or Restore. */
export function ReportedPostItem({ item, now }: ReportedPostItemProps) {
  const { post, reports, reportCount } = item;
  const setHidden = useSetPostHidden();
  const notifyError = useMutationErrorNotice(notify, {
    loginRequired: {
      title: 'Login Required',
      description: 'Please log in again to moderate posts. Redirecting...',
    },
    failed: {
      title: 'Change Failed',
      description: 'The post could not be changed. Please try again.',
    },
  });

  function change(hidden: boolean) {
    if (setHidden.isPending) return;
    setHidden.mutate(
      { postId: post.id, hidden },
      {
        onSuccess: () =>
          notify(
            hidden
              ? { title: 'Post Hidden', description: 'Only its author and support can see it now.' }
              : { title: 'Post Restored', description: 'Everyone can see it again.' },
          ),
        onError: notifyError,
      },
    );
  }

  return (
    <Item as="article" aria-label={`Post by ${post.user.displayName || 'Anonymous'}`}>
      <Status>
        {post.hidden ? <Badge $tone="grey">Hidden</Badge> : <Badge $tone="green">Shown</Badge>}
        <Badge $tone="red">
          {reportCount} {reportCount === 1 ? 'report' : 'reports'}
        </Badge>
      </Status>
      <PostBody post={post} now={now} />
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
        {post.hidden ? (
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
        <Link to={`/Shorts/${post.id}`}>Open post</Link>
      </Actions>
    </Item>
  );
}
