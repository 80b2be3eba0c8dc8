import { readableError, useRemoveSavedCard, useSavedCard } from 'shared-api';
import { Button, CardSection, Cluster, lazyDateFormat, notify, Spinner, Stack } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../donations-messages';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const savedOn = lazyDateFormat({ dateStyle: 'long' });

// The member's saved card on My donations (docs/donation-rules.md, "Saved card, one tap"):
// its brand and last 4 digits (all PAID keeps), and removing it, which stops monthly gifts.

export function SavedCardPanel() {
  const saved = useSavedCard();
  const remove = useRemoveSavedCard();
  const card = saved.data?.card;
  let body;
  if (saved.isLoading) body = <Spinner label={t('savedCard.loading')} />;
  else if (saved.error) body = <Note role="alert">{readableError(saved.error)}</Note>;
  else if (!card) {
    body = <Note>{t('savedCard.none')}</Note>;
  } else {
    body = (
      <Stack $gap={3}>
        <p>
          {t('savedCard.card', {
            brand: card.brand,
            last4: card.last4,
            date: savedOn(new Date(card.savedAt)),
          })}
        </p>
        <Note>{t('savedCard.removeNote')}</Note>
        <Cluster>
          <Button
            type="button"
            $variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: (answer) =>
                  notify({
                    title: t('savedCard.removed'),
                    description:
                      answer.cancelledPlans > 0
                        ? t('savedCard.plansCancelled', { count: answer.cancelledPlans })
                        : t('savedCard.oneTapOff'),
                  }),
                onError: (error) =>
                  notify({
                    title: t('savedCard.removeFailed'),
                    description: readableError(error),
                    variant: 'destructive',
                  }),
              })
            }
          >
            {remove.isPending ? t('savedCard.removing') : t('savedCard.remove')}
          </Button>
        </Cluster>
      </Stack>
    );
  }
  return <CardSection title={t('savedCard.title')}>{body}</CardSection>;
}
