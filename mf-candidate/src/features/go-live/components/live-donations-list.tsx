import styled, { keyframes } from 'styled-components';
import {
  DONATION_ENTRY_DELAY_MS,
  readableError,
  useLiveStreamDonations,
  type ListedDonation,
} from 'shared-api';
import { Button, formatDollars, Stack, uiMessages } from 'shared-ui';
import { t } from '../../../messages';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-0.5rem); }
  to { opacity: 1; transform: none; }
`;

// A box of its own height: a busy stream would otherwise grow the page by thousands of
// pixels. The list is focusable (tabIndex 0), so it scrolls from the
// keyboard too.
const LIST_MAX_HEIGHT = '24rem';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-height: ${LIST_MAX_HEIGHT};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[1]} 0 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

// `both`: an entry waits for its turn invisible, then stays shown. Reduced motion gets no
// animation at all: the global rule only shortens durations, and the delays would remain.
const Entry = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  animation: ${slideIn} ${({ theme }) => theme.durations.slow} ease-out both;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Donor = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Amount = styled.span`
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Message = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failure = styled(Stack).attrs({ $gap: 2, $align: 'flex-start' })`
  color: ${({ theme }) => theme.colors.dangerText};
`;

/** Each entry animates in 0.1 s after the one above it. */
export function entryAnimationDelay(index: number): string {
  return `${(index * DONATION_ENTRY_DELAY_MS) / 1000}s`;
}

function DonationEntry({ donation, index }: { donation: ListedDonation; index: number }) {
  const message = donation.message?.trim();
  return (
    <Entry style={{ animationDelay: entryAnimationDelay(index) }}>
      <Donor>{donation.donorName}</Donor>
      <Amount>{formatDollars(donation.amount)}</Amount>
      {message ? <Message>{message}</Message> : null}
    </Entry>
  );
}

/**
 * The donations of the candidate's live stream (not earlier gifts), newest first, refreshed
 * every 5 s: the Live Donations panel of /go-live and the watch view of the candidate's
 * page. Donors' names and messages are rendered as text.
 */
export function LiveDonationsList({ candidateId }: { candidateId: number }) {
  const donations = useLiveStreamDonations(candidateId);

  if (donations.isLoading) return <Note role="status">{t('live.loadingDonations')}</Note>;
  // A failed poll keeps showing the last list; only a list never loaded is an error.
  if (!donations.data) {
    return (
      <Failure role="alert">
        <span>{t('live.donationsFailed', { reason: readableError(donations.error) })}</span>
        <Button $variant="secondary" $size="sm" onClick={() => void donations.refetch()}>
          {uiMessages.t('ui.tryAgain')}
        </Button>
      </Failure>
    );
  }
  if (donations.data.length === 0) return <Note>{t('live.noDonations')}</Note>;
  return (
    <List aria-label={t('live.recentDonations')} tabIndex={0}>
      {donations.data.map((donation, index) => (
        <DonationEntry key={donation.id} donation={donation} index={index} />
      ))}
    </List>
  );
}
