import { Link } from 'react-router-dom';
import { useAuthUser } from 'shared-api';
import { PageContainer, PageHeader, PageStack } from 'shared-ui';
import { PostComposer } from '../features/composer/components/post-composer';
import { PostFeed } from '../features/feed/components/post-feed';
import { t, withMessages } from '../messages';

/** /Shorts: the composer above the shared feed; support also finds its queue here. */
function ShortsScreen() {
  const { user } = useAuthUser();
  // The lead by this name: e2e/tests/releases.spec.ts builds a copy that draws its probe here.
  const SHORTS_LEAD = t('shorts.lead');
  return (
    <PageContainer $width="narrow">
      <PageStack>
        {/* The first paint (../first-paint.ts) copies this header from the catalogue. */}
        <PageHeader title={t('shorts.title')} lead={SHORTS_LEAD}>
          {user?.isAdmin ? <Link to="/Shorts/moderation">{t('shorts.reviewReported')}</Link> : null}
        </PageHeader>
        <PostComposer />
        <PostFeed />
      </PageStack>
    </PageContainer>
  );
}

export default withMessages(ShortsScreen);
