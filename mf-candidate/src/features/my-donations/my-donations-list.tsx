import { Link } from 'react-router-dom';
import { readableError, useMyDonations } from 'shared-api';
import { AsyncList, Button, EmptyState } from 'shared-ui';
import { t } from '../../donations-messages';
import { MyDonationItem } from './my-donation-item';

/** The member's gifts, newest first, with loading, error and empty states. */
export function MyDonationsList() {
  const gifts = useMyDonations();
  const items = gifts.data ?? [];
  return (
    <AsyncList
      title={
        gifts.data ? t('myDonations.giftsCount', { count: items.length }) : t('myDonations.gifts')
      }
      items={items}
      itemKey={(gift) => gift.id}
      renderItem={(gift) => <MyDonationItem gift={gift} />}
      isLoading={gifts.isLoading}
      loadingLabel={t('myDonations.loading')}
      error={gifts.error ? readableError(gifts.error) : null}
      onRetry={() => void gifts.refetch()}
      empty={
        <EmptyState
          title={t('myDonations.empty')}
          text={t('myDonations.emptyText')}
          action={
            <Button as={Link} to="/home" $variant="gold">
              {t('myDonations.findCandidate')}
            </Button>
          }
        />
      }
    />
  );
}
