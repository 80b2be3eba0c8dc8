import { EmptyState, PageContainer } from 'shared-ui';

// Placeholder until its feature issue lands: the route, the exposed module and its lazy
// loading through the shell are already real.
export default function PostScreen() {
  return (
    <PageContainer>
      <EmptyState title="Post" text="Single posts arrive with the Shorts issue." />
    </PageContainer>
  );
}
