import { useId, useState } from 'react';
import type { Post } from 'shared-api';
import { Button, Card, Cluster } from 'shared-ui';
import styled, { css } from 'styled-components';
import { authorInitial, authorName, postAge } from '../post-meta';
import { copyPostShareLink } from '../share-post';
import { DeletePostButton } from './delete-post-button';
import { LikeButton } from './like-button';
import { PostReplies } from './post-replies';

const Article = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Header = styled(Cluster).attrs({ as: 'header', $gap: 3, $wrap: false })`
  min-width: 0;
`;

const Avatar = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Byline = styled(Cluster).attrs({ $gap: 2, $align: 'baseline' })`
  min-width: 0;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Age = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Rendered as a text node (never HTML); pre-wrap keeps the author's line breaks.
const Content = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const media = css`
  display: block;
  width: 100%;
  max-height: 480px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Image = styled.img`
  ${media}
`;

const Video = styled.video`
  ${media}
`;

const Actions = styled(Cluster).attrs({ $gap: 2 })`
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Count = styled.span`
  font-variant-numeric: tabular-nums;
`;

const End = styled.div`
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
 * open its replies, copy its PAID SHARE link and, for its author, delete it.
 */
export function PostCard({
  post,
  now,
  repliesInitiallyOpen = false,
  headingLevel = 3,
  onDeleted,
}: PostCardProps) {
  const name = authorName(post.user);
  const [repliesOpen, setRepliesOpen] = useState(repliesInitiallyOpen);
  const repliesId = useId();

  return (
    <Article as="article">
      <Header>
        <Avatar aria-hidden="true">{authorInitial(name)}</Avatar>
        <Byline>
          <Name as={`h${headingLevel}`}>{name}</Name>
          <Age dateTime={post.createdAt} title={new Date(post.createdAt).toLocaleString()}>
            {postAge(post.createdAt, now)}
          </Age>
        </Byline>
      </Header>
      {post.content.trim() !== '' ? <Content>{post.content}</Content> : null}
      {post.mediaUrl && post.mediaType === 'image' ? (
        <Image src={post.mediaUrl} alt={`Image shared by ${name}`} loading="lazy" />
      ) : null}
      {post.mediaUrl && post.mediaType === 'video' ? (
        <Video
          src={post.mediaUrl}
          controls
          preload="metadata"
          aria-label={`Video shared by ${name}`}
        />
      ) : null}
      <Actions>
        <LikeButton post={post} />
        <Button
          $variant="secondary"
          $size="sm"
          aria-expanded={repliesOpen}
          aria-controls={repliesOpen ? repliesId : undefined}
          onClick={() => setRepliesOpen((open) => !open)}
        >
          Comment <Count>{post.commentCount}</Count>
        </Button>
        <Button $variant="gold" $size="sm" onClick={() => void copyPostShareLink(post.id)}>
          PAID SHARE
        </Button>
        <End>
          <DeletePostButton post={post} onDeleted={onDeleted} />
        </End>
      </Actions>
      {repliesOpen ? <PostReplies id={repliesId} postId={post.id} now={now} /> : null}
    </Article>
  );
}
