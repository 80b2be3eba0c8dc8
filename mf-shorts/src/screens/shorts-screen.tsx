import { PageContainer, PageHeader, PageStack } from 'shared-ui';
import { PostComposer } from '../features/composer/components/post-composer';
import { PostFeed } from '../features/feed/components/post-feed';

/** /Shorts: the composer above the shared feed. */
export default function ShortsScreen() {
  return (
    <PageContainer $width="narrow">
      <PageStack>
        <PageHeader
          title="Shorts"
          lead="Short posts from the PAID community. Money talks, and so do you."
        />
        <PostComposer />
        <PostFeed />
      </PageStack>
    </PageContainer>
  );
}
