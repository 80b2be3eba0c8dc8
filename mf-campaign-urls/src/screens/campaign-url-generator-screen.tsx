import { lazy, Suspense } from 'react';
import { LoadingState, PageContainer, PageHeader, PageStack } from 'shared-ui';
import styled from 'styled-components';
import { t, withMessages } from '../messages';

// The generator validates with the contract's zod schemas (~40 KB), so it and the list come
// in a chunk of their own: the page's title and lead show without waiting for them.
const CampaignUrlWorkspace = lazy(() =>
  import('../features/campaign-urls/components/campaign-url-workspace').then((module) => ({
    default: module.CampaignUrlWorkspace,
  })),
);

/** Holds the generator's place while it loads, so the footer does not jump when it arrives. */
const WorkspacePlaceholder = styled.div`
  min-height: 36rem;
`;

/** /campaign-url-generator: the generator above the user's own URLs. */
function CampaignUrlGeneratorScreen() {
  return (
    <PageContainer $width="narrow">
      <PageStack>
        {/* The same title and lead as the page's first paint (../first-paint.ts). */}
        <PageHeader title={t('campaignUrls.page.title')} lead={t('campaignUrls.page.lead')} />
        <Suspense
          fallback={
            <WorkspacePlaceholder>
              <LoadingState label={t('campaignUrls.page.loading')} />
            </WorkspacePlaceholder>
          }
        >
          <CampaignUrlWorkspace />
        </Suspense>
      </PageStack>
    </PageContainer>
  );
}

export default withMessages(CampaignUrlGeneratorScreen);
