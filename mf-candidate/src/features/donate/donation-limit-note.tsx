import styled from 'styled-components';
import { sharedLimitCents, type DonationElections } from './donation-elections';
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

const Rule = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface DonationLimitNoteProps {
  /** The elections the form offers; their limit, when the page has it, is the note's figure. */
  elections: DonationElections;
}

/**
 * The per-election limit for everybody, with the figure the server answers; the donor's room
 * in each election stands beside it in the form's election choice (election-choice.tsx).
 */
export function DonationLimitNote({ elections }: DonationLimitNoteProps) {
  return (
    <Root>
      <Rule>{donationLimitRule(sharedLimitCents(elections.choices))}</Rule>
    </Root>
  );
}
