import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import type { MyDonation } from 'shared-api';
import { Button, Card, Cluster, formatDollars } from 'shared-ui';
import { electionName } from '../../components/election-name';
import { ReceiptDetails, ReceiptTime, TestModeNote } from '../../components/receipt-parts';
import { t } from '../../donations-messages';
import { t as tShared } from '../../messages';
import { DonationStatusBadge } from './donation-status';

// The printable receipt of one gift: the facts of the thank-you receipt (reference, amount,
// candidate, date, TEST MODE) plus the election it is designated to, its state and refund. Printing shows the sheet alone, in
// black on white, without the site's bars or the buttons.

const RECEIPT_ID = 'paid-donation-receipt';

const PrintOnlyTheSheet = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    #${RECEIPT_ID}, #${RECEIPT_ID} * {
      visibility: visible;
      color: #000 !important;
      background: #fff !important;
      box-shadow: none !important;
    }
    #${RECEIPT_ID} {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
      border: 0;
    }
    #${RECEIPT_ID} [data-print="hide"] {
      display: none;
    }
  }
`;

const Sheet = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Note = styled.p`
  margin: 0;
`;

export function DonationReceiptSheet({ gift }: { gift: MyDonation }) {
  const titleId = useId();
  const amount = formatDollars(gift.amount);
  return (
    <Sheet id={RECEIPT_ID} aria-labelledby={titleId}>
      <PrintOnlyTheSheet />
      <Title id={titleId}>{t('receipt.title')}</Title>
      <ReceiptDetails>
        <dt>{tShared('receipt.reference')}</dt>
        <dd>{gift.reference}</dd>
        <dt>{tShared('receipt.amount')}</dt>
        <dd>{amount}</dd>
        <dt>{tShared('receipt.candidate')}</dt>
        <dd>
          <Link to={`/candidate/${gift.candidateId}`}>{gift.candidateName}</Link>
        </dd>
        {gift.election ? (
          <>
            <dt>{tShared('receipt.election')}</dt>
            <dd>
              {electionName(gift.election)} ({gift.election.code})
            </dd>
          </>
        ) : null}
        <dt>{tShared('receipt.date')}</dt>
        <dd>
          <ReceiptTime at={gift.createdAt} />
        </dd>
        <dt>{t('receipt.status')}</dt>
        <dd>
          <DonationStatusBadge status={gift.status} />
        </dd>
        {gift.refundedAt ? (
          <>
            <dt>{t('receipt.refunded')}</dt>
            <dd>
              <ReceiptTime at={gift.refundedAt} />
            </dd>
          </>
        ) : null}
      </ReceiptDetails>
      {gift.status === 'refunded' ? (
        <Note>{t('receipt.refundedNote', { amount, name: gift.candidateName })}</Note>
      ) : null}
      {gift.status === 'pending' ? <Note>{t('receipt.pendingNote')}</Note> : null}
      {gift.testMode ? <TestModeNote /> : null}
      {/* The legal text: in English shared-api's RECEIPT_LEGAL_TEXT, word for word as the mailed
          receipt carries it (docs/mail.md; a test holds them equal). */}
      <Note>{t('receipt.legal')}</Note>
      <Cluster $gap={3} data-print="hide">
        <Button type="button" $variant="gold" onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
        <Button as={Link} to="/donations" $variant="secondary">
          {t('receipt.allDonations')}
        </Button>
      </Cluster>
    </Sheet>
  );
}
