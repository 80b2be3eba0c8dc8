import type { Post } from 'shared-api';
import { Card } from 'shared-ui';
import styled, { css } from 'styled-components';
import { authorInitial, authorName, postAge } from '../post-meta';

const Article = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
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

const Byline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
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

export interface PostCardProps {
  post: Post;
  /** Milliseconds since the epoch, for the relative age. */
  now: number;
}

export function PostCard({ post, now }: PostCardProps) {
  const name = authorName(post.user);
  return (
    <Article as="article">
      <Header>
        <Avatar aria-hidden="true">{authorInitial(name)}</Avatar>
        <Byline>
          <Name>{name}</Name>
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
    </Article>
  );
}
