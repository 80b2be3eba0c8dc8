import { Link } from 'react-router-dom';
import { useAuthUser } from 'shared-api';
import { PageContainer, PageHeader, PageStack } from 'shared-ui';
import { PostComposer } from '../features/composer/components/post-composer';
import { PostFeed } from '../features/feed/components/post-feed';
import { SHORTS_LEAD, SHORTS_TITLE } from './shorts-text';

/** /Shorts: the composer above the shared feed; support also finds its queue here. */
export default function ShortsScreen() {
  const { user } = useAuthUser();
  return (
    <PageContainer $width="narrow">
      <PageStack>
        <PageHeader title={SHORTS_TITLE} lead={SHORTS_LEAD}>
          {user?.isAdmin ? <Link to="/Shorts/moderation">Review reported posts</Link> : null}
        </PageHeader>
        <PostComposer />
        <PostFeed />
      </PageStack>
    </PageContainer>
  );
}
