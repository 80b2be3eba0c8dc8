import { Link } from 'react-router-dom';
import { readableError, useMyDonations } from 'shared-api';
import { AsyncList, Button, EmptyState } from 'shared-ui';
import { MyDonationItem } from './my-donation-item';

/** The member's gifts, newest first, with loading, error and empty states. */
export function MyDonationsList() {
  const gifts = useMyDonations();
  const items = gifts.data ?? [];
  return (
    <AsyncList
      title={gifts.data ? `Your gifts (${items.length})` : 'Your gifts'}
      items={items}
      itemKey={(gift) => gift.id}
      renderItem={(gift) => <MyDonationItem gift={gift} />}
      isLoading={gifts.isLoading}
      loadingLabel="Loading your donations"
      error={gifts.error ? readableError(gifts.error) : null}
      onRetry={() => void gifts.refetch()}
      empty={
        <EmptyState
          title="No gifts yet"
          text="When you give to a candidate while logged in, the gift and its receipt show here."
          action={
            <Button as={Link} to="/home" $variant="gold">
              Find a candidate
            </Button>
          }
        />
      }
    />
  );
}
