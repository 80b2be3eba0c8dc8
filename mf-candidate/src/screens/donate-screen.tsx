import { EmptyState, PageContainer } from 'shared-ui';

// Placeholder until its feature issue lands: the route, the exposed module and its lazy
// loading through the shell are already real.
export default function DonateScreen() {
  return (
    <PageContainer>
      <EmptyState title="Donate" text="The donation form arrives with the donations issue." />
    </PageContainer>
  );
}
