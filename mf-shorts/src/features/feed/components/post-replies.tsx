import { loginUrl, useAuthUser, usePostComments, readableError } from 'shared-api';
import { Cluster, ErrorState, Spinner, Stack } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';
import { authorName } from '../post-meta';
import { PostTime } from './post-time';
import { ReportCommentButton } from './report-comment-button';
import { ReplyForm } from './reply-form';
import { VerifiedMark } from './verified-mark';

const Section = styled(Stack).attrs({ as: 'section', $gap: 3 })``;

const List = styled(Stack).attrs({ as: 'ol', $gap: 2 })`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Reply = styled(Stack).attrs({ as: 'li', $gap: 1 })`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
`;

const Byline = styled(Cluster).attrs({ as: 'p', $gap: 2, $align: 'baseline' })`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Author = styled.strong`
  overflow-wrap: anywhere;
`;

const Age = styled(PostTime)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

// A text node, never HTML.
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PostRepliesProps {
  /** For the Comment button's aria-controls. */
  id: string;
  postId: number;
  /** Milliseconds since the epoch, for the relative ages. */
  now: number;
}

/**
 * Under an opened post: the reply box (or, for a visitor, a way to log in) and the replies,
 * oldest first, each with its author (same fallbacks as a post's, and the same verified mark),
 * age and text.
 */
export function PostReplies({ id, postId, now }: PostRepliesProps) {
  const comments = usePostComments(postId, true);
  const auth = useAuthUser();
  const replies = comments.data ?? [];

  let list;
  if (comments.isPending) {
    list = <Spinner size="sm" label={t('replies.loading')} />;
  } else if (comments.isError && replies.length === 0) {
    list = (
      <ErrorState
        message={t('replies.loadFailed', { error: readableError(comments.error) })}
        error={comments.error}
        onRetry={() => void comments.refetch()}
      />
    );
  } else if (replies.length === 0) {
    list = <Note>{t('replies.none')}</Note>;
  } else {
    list = (
      <List aria-label={t('replies.label')}>
        {replies.map((reply) => {
          const name = authorName(reply.user);
          return (
            <Reply key={reply.id}>
              <Byline>
                <Author>{name}</Author>
                {reply.user.verified ? <VerifiedMark /> : null}
                <Age at={reply.createdAt} now={now} />
                <ReportCommentButton comment={reply} />
              </Byline>
              <Text>{reply.content}</Text>
            </Reply>
          );
        })}
      </List>
    );
  }

  return (
    <Section id={id} aria-label={t('replies.sectionLabel')}>
      {auth.user ? <ReplyForm postId={postId} /> : null}
      {!auth.user && !auth.isLoading ? (
        <Note>
          <a href={loginUrl()}>{t('replies.logIn')}</a> {t('replies.toReply')}
        </Note>
      ) : null}
      {list}
    </Section>
  );
}
