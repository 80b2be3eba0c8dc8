import { EmptyState, PageContainer } from 'shared-ui';

// Placeholder until its feature issue lands: the route, the exposed module and its lazy
// loading through the shell are already real.
export default function CampaignUrlGeneratorScreen() {
  return (
    <PageContainer>
      <EmptyState
        title="Campaign URL Generator"
        text="The generator arrives with the campaign URLs issue."
      />
    </PageContainer>
  );
}
