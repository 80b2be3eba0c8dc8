import { loginUrl, readableError, useAuthUser, useCampaignUrls } from 'shared-api';
import { AsyncList, Button, Card, CardBody, EmptyState, LoadingState } from 'shared-ui';
import styled from 'styled-components';
import { CampaignUrlItem } from './campaign-url-item';

const Note = styled(CardBody)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  p {
    margin: 0;
  }
`;

/** 'Your Campaign URLs (n)' for a logged-in user; a visitor is invited to log in instead. */
export function CampaignUrlList() {
  const auth = useAuthUser();
  const urls = useCampaignUrls();

  if (auth.isLoading) {
    return <LoadingState label="Checking your login" />;
  }

  if (!auth.isAuthenticated) {
    return (
      <Card>
        <Note>
          <p>Log in to generate campaign URLs and see the ones you have made.</p>
          <Button as="a" href={loginUrl()}>
            Log In
          </Button>
        </Note>
      </Card>
    );
  }

  const list = urls.data ?? [];
  return (
    <AsyncList
      title={`Your Campaign URLs (${list.length})`}
      items={list}
      itemKey={(campaignUrl) => campaignUrl.id}
      renderItem={(campaignUrl) => <CampaignUrlItem campaignUrl={campaignUrl} />}
      isLoading={urls.isPending}
      loadingLabel="Loading your campaign URLs"
      error={
        urls.isError ? `Could not load your campaign URLs: ${readableError(urls.error)}` : null
      }
      onRetry={() => void urls.refetch()}
      empty={
        <EmptyState
          title="No campaign URLs yet"
          text="Pick a template above and press PAID GENERATE to make your first one."
        />
      }
    />
  );
}
