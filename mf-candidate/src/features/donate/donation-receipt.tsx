import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DonationReceipt as Receipt } from 'shared-api';
import { Button, Card, Cluster, formatDollars } from 'shared-ui';
import { electionName } from '../../components/election-name';
import { ReceiptDetails, ReceiptTime, TestModeNote } from '../../components/receipt-parts';
import { t } from '../../donate-messages';
import { t as tShared } from '../../messages';
import { MonthlyGiftNote } from './monthly-gift-note';
import { MonthlyUpsell } from './monthly-upsell';

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.primaryText};

  &:focus {
    outline: none;
  }
`;

const Lead = styled.p`
  margin: 0;
`;

const Actions = styled(Cluster).attrs({ $gap: 3, $align: 'stretch' })``;

export interface DonationReceiptProps {
  receipt: Receipt;
  onDonateAgain: () => void;
  /** A logged-in donor's gift: the server may offer to make it monthly (monthly-upsell.tsx). */
  offerMonthly?: boolean;
}

/** The thank-you state: what was given, to whom, for which election, when, and the reference. */
export function DonationReceipt({
  receipt,
  onDonateAgain,
  offerMonthly = false,
}: DonationReceiptProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form the donor was in is gone: move focus to the news so keyboard and screen-reader
  // users land on it.
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <Root as="section" aria-labelledby={titleId}>
      <Title id={titleId} ref={titleRef} tabIndex={-1}>
        {t('donate.thanks.title')}
      </Title>
      <Lead>
        {t('donate.thanks.lead', {
          amount: formatDollars(receipt.amount),
          name: receipt.candidateName,
        })}
      </Lead>
      <ReceiptDetails>
        <dt>{tShared('receipt.amount')}</dt>
        <dd>{formatDollars(receipt.amount)}</dd>
        <dt>{tShared('receipt.candidate')}</dt>
        <dd>{receipt.candidateName}</dd>
        {receipt.election ? (
          <>
            <dt>{tShared('receipt.election')}</dt>
            <dd>{electionName(receipt.election)}</dd>
          </>
        ) : null}
        <dt>{tShared('receipt.date')}</dt>
        <dd>
          <ReceiptTime at={receipt.createdAt} />
        </dd>
        <dt>{tShared('receipt.reference')}</dt>
        <dd>{receipt.reference}</dd>
      </ReceiptDetails>
      <MonthlyGiftNote receipt={receipt} />
      {offerMonthly ? <MonthlyUpsell donationId={receipt.id} /> : null}
      {receipt.testMode ? <TestModeNote /> : null}
      <Actions>
        <Button as={Link} to={`/candidate/${receipt.candidateId}`} $variant="secondary">
          {t('donate.thanks.back', { name: receipt.candidateName })}
        </Button>
        <Button $variant="gold" onClick={onDonateAgain}>
          {t('donate.thanks.again')}
        </Button>
      </Actions>
    </Root>
  );
}
