import { EmptyState, PageContainer } from 'shared-ui';

// Placeholder until its feature issue lands: the route, the exposed module and its lazy
// loading through the shell are already real.
export default function ShortsScreen() {
  return (
    <PageContainer>
      <EmptyState title="Shorts" text="The short-post feed arrives with the Shorts issue." />
    </PageContainer>
  );
}
