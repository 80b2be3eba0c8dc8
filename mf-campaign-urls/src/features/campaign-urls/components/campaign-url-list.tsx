import { loginUrl, readableError, useAuthUser, useCampaignUrls } from 'shared-api';
import { AsyncList, Button, Card, CardBody, EmptyState, LoadingState } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';
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
    return <LoadingState label={t('campaignUrls.list.checkingLogin')} />;
  }

  if (!auth.isAuthenticated) {
    return (
      <Card>
        <Note>
          <p>{t('campaignUrls.list.logInPrompt')}</p>
          <Button as="a" href={loginUrl()}>
            {t('campaignUrls.list.logIn')}
          </Button>
        </Note>
      </Card>
    );
  }

  const list = urls.data ?? [];
  return (
    <AsyncList
      title={t('campaignUrls.list.title', { count: list.length })}
      items={list}
      itemKey={(campaignUrl) => campaignUrl.id}
      renderItem={(campaignUrl) => <CampaignUrlItem campaignUrl={campaignUrl} />}
      isLoading={urls.isPending}
      loadingLabel={t('campaignUrls.list.loading')}
      error={
        urls.isError
          ? t('campaignUrls.list.loadFailed', { reason: readableError(urls.error) })
          : null
      }
      onRetry={() => void urls.refetch()}
      empty={
        <EmptyState
          title={t('campaignUrls.list.emptyTitle')}
          text={t('campaignUrls.list.emptyText')}
        />
      }
    />
  );
}
