import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  EXPRESS_LINK_QUERY,
  readableError,
  useDonateVariant,
  useDonationAllowance,
  useExpressLink,
  usePaymentMode,
  useSavedCard,
  type AuthUser,
  type CandidateDetail,
  type DonationReceipt as Receipt,
} from 'shared-api';
import { NarrowPage, Stack as LayoutStack } from 'shared-ui';
import { DonationCandidateSummary } from './donation-candidate-summary';
import { chosenElection, donationElections } from './donation-elections';
import { DonationForm } from './donation-form';
import { donorDetailsOf, type DonorDetails } from './donation-form-values';
import { DonationLimitNote } from './donation-limit-note';
import { DonationReceipt } from './donation-receipt';
import { ExpressGive } from './express-give';
import { OneTapGive } from './one-tap-give';

const Stack = styled(LayoutStack).attrs({ $gap: 6 })``;

/** An experiment variant's headline: plain text (React escapes it; the schema refuses markup). */
const Headline = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface DonatePageProps {
  candidate: CandidateDetail;
  /** The logged-in user (their details fill the form, their room left shows), or null. */
  user: AuthUser | null;
}

const LinkNotice = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * An express link's token in the address (`?express=`, docs/donation-rules.md "Express
 * links"): what it offers, read with a GET that charges nothing, and whether this donor gets
 * its one confirmation (logged in, a saved card and an earlier gift's identity).
 */
function useExpressOffer(candidateId: number) {
  const [params] = useSearchParams();
  const token = params.get(EXPRESS_LINK_QUERY);
  const link = useExpressLink(token);
  const saved = useSavedCard();
  const view = link.data?.candidateId === candidateId ? link.data : null;
  const open = view?.state === 'open' ? view : null;
  const card = saved.data?.card;
  const donor = saved.data?.donor;
  return {
    token,
    loading: link.isLoading || saved.isLoading,
    /** The link's amount and election for the form, while the link is open. */
    preset: open ? { amount: open.amount, electionId: open.election?.id } : null,
    confirmation: open && card && donor ? { link: open, card, donor } : null,
    /** Why the link gives nothing (expired, switched off, unknown), or null. */
    notice: view?.message ?? (link.isError ? readableError(link.error) : null),
  };
}

/** /donate/{candidateId} once the candidate is known: the form, then the receipt. */
export function DonatePage({ candidate, user }: DonatePageProps) {
  const allowance = useDonationAllowance(candidate.id);
  const paymentMode = usePaymentMode();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [donor, setDonor] = useState<DonorDetails>(() => donorDetailsOf(user));
  const elections = donationElections(candidate, allowance.data);
  // The visitor's variant of a running experiment (sticky, the server's choice). The form
  // mounts once it is known, so it starts with the variant's presets, default and layout.
  const donateVariant = useDonateVariant(candidate.id);
  const variant = donateVariant.data?.assigned?.variant ?? null;
  const express = useExpressOffer(candidate.id);
  const [expressDismissed, setExpressDismissed] = useState(false);
  const confirmation = expressDismissed ? null : express.confirmation;

  return (
    <NarrowPage>
      <Stack>
        <DonationCandidateSummary candidate={candidate} />
        {receipt ? (
          <DonationReceipt
            receipt={receipt}
            // A new form mounts: fresh amount, ticks and card, the next key, the same donor.
            onDonateAgain={() => setReceipt(null)}
            offerMonthly={user !== null}
          />
        ) : confirmation && express.token ? (
          <ExpressGive
            token={express.token}
            {...confirmation}
            onDonated={setReceipt}
            onDismiss={() => setExpressDismissed(true)}
          />
        ) : (
          <>
            {express.notice ? <LinkNotice role="status">{express.notice}</LinkNotice> : null}
            {variant ? <Headline>{variant.headline}</Headline> : null}
            <DonationLimitNote elections={elections} />
            {user ? (
              <OneTapGive
                candidateId={candidate.id}
                candidateName={candidate.name}
                election={chosenElection(elections, undefined)}
                onDonated={setReceipt}
              />
            ) : null}
            {donateVariant.isPending || express.loading ? null : (
              <DonationForm
                variant={variant}
                express={express.preset}
                candidateId={candidate.id}
                candidateName={candidate.name}
                donor={donor}
                allowance={allowance.data}
                elections={elections}
                testMode={paymentMode.data?.testMode ?? false}
                loggedIn={user !== null}
                onDonated={(done, details) => {
                  setDonor(details);
                  setReceipt(done);
                }}
              />
            )}
          </>
        )}
      </Stack>
    </NarrowPage>
  );
}
