import { EmptyState, PageContainer } from 'shared-ui';

// Placeholder until its feature issue lands: the route, the exposed module and its lazy
// loading through the shell are already real.
export default function CityScreen() {
  return (
    <PageContainer>
      <EmptyState title="City" text="The city bracket arrives with the brackets issue." />
    </PageContainer>
  );
}
