import { EmptyState, PageContainer } from 'shared-ui';

// Placeholder until its feature issue lands: the route, the exposed module and its lazy
// loading through the shell are already real.
export default function StateScreen() {
  return (
    <PageContainer>
      <EmptyState
        title="State competition"
        text="The state bracket and its counties arrive with the brackets issue."
      />
    </PageContainer>
  );
}
