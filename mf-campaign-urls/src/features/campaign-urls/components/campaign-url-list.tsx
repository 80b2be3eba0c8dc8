import { useId } from 'react';
import { loginUrl, useAuthUser, useCampaignUrls } from 'shared-api';
import { Button, Card, CardBody, EmptyState, ErrorState, Spinner } from 'shared-ui';
import styled from 'styled-components';
import { CampaignUrlItem } from './campaign-url-item';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[6]};
`;

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
  const titleId = useId();

  if (auth.isLoading) {
    return (
      <Centered>
        <Spinner label="Checking your login" />
      </Centered>
    );
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
  let body;
  if (urls.isPending) {
    body = (
      <Centered>
        <Spinner label="Loading your campaign URLs" />
      </Centered>
    );
  } else if (urls.isError) {
    body = (
      <ErrorState
        message={`Could not load your campaign URLs: ${urls.error.message}`}
        onRetry={() => void urls.refetch()}
      />
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        title="No campaign URLs yet"
        text="Pick a template above and press PAID GENERATE to make your first one."
      />
    );
  } else {
    body = (
      <List>
        {list.map((campaignUrl) => (
          <li key={campaignUrl.id}>
            <CampaignUrlItem campaignUrl={campaignUrl} />
          </li>
        ))}
      </List>
    );
  }

  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>Your Campaign URLs ({list.length})</Title>
      {body}
    </Section>
  );
}
