import { useState } from 'react';
import styled from 'styled-components';
import {
  useDonationAllowance,
  usePaymentMode,
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
import { OneTapGive } from './one-tap-give';

const Stack = styled(LayoutStack).attrs({ $gap: 6 })``;

export interface DonatePageProps {
  candidate: CandidateDetail;
  /** The logged-in user (their details fill the form, their room left shows), or null. */
  user: AuthUser | null;
}

/** /donate/{candidateId} once the candidate is known: the form, then the receipt. */
export function DonatePage({ candidate, user }: DonatePageProps) {
  const allowance = useDonationAllowance(candidate.id);
  const paymentMode = usePaymentMode();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [donor, setDonor] = useState<DonorDetails>(() => donorDetailsOf(user));
  const elections = donationElections(candidate, allowance.data);

  return (
    <NarrowPage>
      <Stack>
        <DonationCandidateSummary candidate={candidate} />
        {receipt ? (
          <DonationReceipt
            receipt={receipt}
            // A new form mounts: fresh amount, ticks and card, the next key, the same donor.
            onDonateAgain={() => setReceipt(null)}
          />
        ) : (
          <>
            <DonationLimitNote elections={elections} />
            {user ? (
              <OneTapGive
                candidateId={candidate.id}
                candidateName={candidate.name}
                election={chosenElection(elections, undefined)}
                onDonated={setReceipt}
              />
            ) : null}
            <DonationForm
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
          </>
        )}
      </Stack>
    </NarrowPage>
  );
}
