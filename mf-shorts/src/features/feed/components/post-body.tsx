import { EyeOff } from 'lucide';
import type { Post } from 'shared-api';
import { Cluster, Icon } from 'shared-ui';
import styled, { css } from 'styled-components';
import { t } from '../../../messages';
import { authorInitial, authorName } from '../post-meta';
import { PostTime } from './post-time';
import { VerifiedMark } from './verified-mark';

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

const Age = styled(PostTime)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Only its author and support are ever sent a hidden post: they are told why others do not see it. */
const HiddenNotice = styled(Cluster).attrs({ as: 'p', $gap: 2, $wrap: false })`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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

export interface PostBodyProps {
  post: Post;
  /** Milliseconds since the epoch, for the relative age. */
  now: number;
  /** Level of the author's heading, to fit the page outline. */
  headingLevel?: 2 | 3;
}

/**
 * What a post says: its author (with the verified mark of an activated candidate's account),
 * age, text and picture or video, and, for the author and support, that support hid it.
 */
export function PostBody({ post, now, headingLevel = 3 }: PostBodyProps) {
  const name = authorName(post.user);
  return (
    <>
      <Header>
        <Avatar aria-hidden="true">{authorInitial(name)}</Avatar>
        <Byline>
          <Name as={`h${headingLevel}`}>{name}</Name>
          {post.user.verified ? <VerifiedMark /> : null}
          <Age at={post.createdAt} now={now} />
        </Byline>
      </Header>
      {post.hidden ? (
        <HiddenNotice>
          <Icon icon={EyeOff} size={16} />
          {t('postBody.hidden')}
        </HiddenNotice>
      ) : null}
      {post.content.trim() !== '' ? <Content>{post.content}</Content> : null}
      {post.mediaUrl && post.mediaType === 'image' ? (
        // Images posted before alt text was asked for have none: named by their author.
        <Image
          src={post.mediaUrl}
          alt={post.altText.trim() !== '' ? post.altText : t('postBody.imageBy', { name })}
          loading="lazy"
        />
      ) : null}
      {post.mediaUrl && post.mediaType === 'video' ? (
        <Video
          src={post.mediaUrl}
          controls
          preload="metadata"
          aria-label={t('postBody.videoBy', { name })}
        />
      ) : null}
    </>
  );
}
