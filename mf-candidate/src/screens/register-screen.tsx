import { EmptyState, PageContainer } from 'shared-ui';

// Placeholder until its feature issue lands: the route, the exposed module and its lazy
// loading through the shell are already real.
export default function RegisterScreen() {
  return (
    <PageContainer>
      <EmptyState
        title="Register"
        text="Account-style candidate registration arrives with the candidates issue."
      />
    </PageContainer>
  );
}
