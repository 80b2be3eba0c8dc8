import { EmptyState, PageContainer } from 'shared-ui';

// Placeholder until its feature issue lands: the route, the exposed module and its lazy
// loading through the shell are already real.
export default function AccountScreen() {
  return (
    <PageContainer>
      <EmptyState
        title="Candidate Account"
        text="The candidate account arrives with the candidates issue."
      />
    </PageContainer>
  );
}
