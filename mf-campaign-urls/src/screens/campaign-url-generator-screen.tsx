import { lazy, Suspense } from 'react';
import { LoadingState, PageContainer, PageHeader, PageStack } from 'shared-ui';
import styled from 'styled-components';
import { GENERATOR_LEAD, GENERATOR_TITLE } from './campaign-url-generator-text';

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
        <PageHeader title={GENERATOR_TITLE} lead={GENERATOR_LEAD} />
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
