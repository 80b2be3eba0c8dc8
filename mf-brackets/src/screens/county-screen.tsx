import { EmptyState, PageContainer } from 'shared-ui';

// Placeholder until its feature issue lands: the route, the exposed module and its lazy
// loading through the shell are already real.
export default function CountyScreen() {
  return (
    <PageContainer>
      <EmptyState
        title="County"
        text="The county bracket and its cities arrive with the brackets issue."
      />
    </PageContainer>
  );
}
