import styled from 'styled-components';
import { formatLimitDollars, type DonationAllowance } from 'shared-api';
import { amountToCents } from 'shared-api/contracts';
import { donationLimitRule } from './donation-limit-rule';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  p {
    margin: 0;
  }
`;

const Room = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryText};
`;

const Rule = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface DonationLimitNoteProps {
  candidateName: string;
  /** The logged-in donor's room left; undefined for a visitor or while it loads. */
  allowance: DonationAllowance | undefined;
}

/** The per-election limit for everybody, and a logged-in donor's room left. */
export function DonationLimitNote({ candidateName, allowance }: DonationLimitNoteProps) {
  let room: string | null = null;
  if (allowance) {
    const remainingCents = amountToCents(allowance.remaining);
    room =
      remainingCents > 0
        ? `You can give ${formatLimitDollars(remainingCents)} more to ${candidateName} this election.`
        : `You have given the most allowed to ${candidateName} this election.`;
  }
  return (
    <Root>
      {room ? <Room>{room}</Room> : null}
      <Rule>{donationLimitRule()}</Rule>
    </Root>
  );
}
