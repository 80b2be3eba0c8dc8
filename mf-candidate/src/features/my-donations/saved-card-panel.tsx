import { readableError, useRemoveSavedCard, useSavedCard } from 'shared-api';
import { Button, CardSection, Cluster, notify, Spinner, Stack } from 'shared-ui';
import styled from 'styled-components';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// The member's saved card on My donations (docs/donation-rules.md, "Saved card, one tap"):
// its brand and last 4 digits (all PAID keeps), and removing it, which stops monthly gifts.

export function SavedCardPanel() {
  const saved = useSavedCard();
  const remove = useRemoveSavedCard();
  const card = saved.data?.card;
  let body;
  if (saved.isLoading) body = <Spinner label="Loading your saved card" />;
  else if (saved.error) body = <Note role="alert">{readableError(saved.error)}</Note>;
  else if (!card) {
    body = (
      <Note>
        No saved card. Tick &quot;Save this card for one-tap giving&quot; when you give to save one.
      </Note>
    );
  } else {
    body = (
      <Stack $gap={3}>
        <p>
          {card.brand} ending {card.last4}, saved on{' '}
          {new Date(card.savedAt).toLocaleDateString('en-US', { dateStyle: 'long' })}.
        </p>
        <Note>Removing it also cancels your monthly gifts: they are charged to this card.</Note>
        <Cluster>
          <Button
            type="button"
            $variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: (answer) =>
                  notify({
                    title: 'Saved card removed',
                    description:
                      answer.cancelledPlans > 0
                        ? `Your monthly gifts (${answer.cancelledPlans}) were cancelled with it.`
                        : 'One-tap giving is off until you save a card again.',
                  }),
                onError: (error) =>
                  notify({
                    title: 'Could not remove the card',
                    description: readableError(error),
                    variant: 'destructive',
                  }),
              })
            }
          >
            {remove.isPending ? 'Removing...' : 'Remove saved card'}
          </Button>
        </Cluster>
      </Stack>
    );
  }
  return <CardSection title="Saved card">{body}</CardSection>;
}
