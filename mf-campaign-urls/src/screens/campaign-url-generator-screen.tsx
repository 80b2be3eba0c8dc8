import { lazy, Suspense } from 'react';
import { LoadingState, PageContainer, PageHeader, PageStack } from 'shared-ui';
import styled from 'styled-components';

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
export default function CampaignUrlGeneratorScreen() {
  return (
    <PageContainer $width="narrow">
      <PageStack>
        <PageHeader
          title="Campaign URL Generator"
          lead="Make a short link for every part of your campaign. Each one counts its visits and the money raised through it."
        />
        <Suspense
          fallback={
            <WorkspacePlaceholder>
              <LoadingState label="Loading the generator" />
            </WorkspacePlaceholder>
          }
        >
          <CampaignUrlWorkspace />
        </Suspense>
      </PageStack>
    </PageContainer>
  );
}
