import { EmptyState, PageContainer } from 'shared-ui';

// Placeholder until its feature issue lands: the route, the exposed module and its lazy
// loading through the shell are already real.
export default function HomeScreen() {
  return (
    <PageContainer>
      <EmptyState
        title="PAID state competitions"
        text="The state grid and its live totals arrive with the brackets issue."
      />
    </PageContainer>
  );
}
