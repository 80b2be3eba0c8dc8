import { useId, useState } from 'react';
import type { Post } from 'shared-api';
import { Button, Card, Cluster } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';
import { copyPostShareLink } from '../share-post';
import { DeletePostButton } from './delete-post-button';
import { LikeButton } from './like-button';
import { PostBody } from './post-body';
import { PostReplies } from './post-replies';
import { ReportPostButton } from './report-post-button';

const Article = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  /* A card out of view is not laid out or painted until it nears the viewport: the feed's
     first layout covers the few cards in view, not the whole page of twenty (on a phone that
     layout was the longest task of the page's start). Each keeps the size it last had, so
     the scroll bar does not jump. */
  content-visibility: auto;
  contain-intrinsic-size: auto 220px;
`;

const Actions = styled(Cluster).attrs({ $gap: 2 })`
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Count = styled.span`
  font-variant-numeric: tabular-nums;
`;

const End = styled(Cluster).attrs({ $gap: 2 })`
  margin-left: auto;
`;

export interface PostCardProps {
  post: Post;
  /** Milliseconds since the epoch, for the relative age. */
  now: number;
  /** The replies start open (the post's own page). */
  repliesInitiallyOpen?: boolean;
  /** Level of the author's heading, to fit the page outline (3 under the feed's h2). */
  headingLevel?: 2 | 3;
  /** After the author deleted the post (the card is about to go). */
  onDeleted?: () => void;
}

/**
 * One post of the Shorts feed with what a reader can do with it: like it,
 * open its replies, copy its PAID SHARE link, report it to support and, for its author,
 * delete it.
 */
export function PostCard({
  post,
  now,
  repliesInitiallyOpen = false,
  headingLevel = 3,
  onDeleted,
}: PostCardProps) {
  const [repliesOpen, setRepliesOpen] = useState(repliesInitiallyOpen);
  const repliesId = useId();

  return (
    <Article as="article">
      <PostBody post={post} now={now} headingLevel={headingLevel} />
      <Actions>
        <LikeButton post={post} />
        <Button
          $variant="secondary"
          $size="sm"
          aria-expanded={repliesOpen}
          aria-controls={repliesOpen ? repliesId : undefined}
          onClick={() => setRepliesOpen((open) => !open)}
        >
          {t('postCard.comment')} <Count>{post.commentCount}</Count>
        </Button>
        <Button $variant="gold" $size="sm" onClick={() => void copyPostShareLink(post.id)}>
          {t('postCard.share')}
        </Button>
        <End>
          <ReportPostButton post={post} />
          <DeletePostButton post={post} onDeleted={onDeleted} />
        </End>
      </Actions>
      {repliesOpen ? <PostReplies id={repliesId} postId={post.id} now={now} /> : null}
    </Article>
  );
}
