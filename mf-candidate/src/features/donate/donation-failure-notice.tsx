import styled from 'styled-components';
import type { DonationFailure } from './donation-failure';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.danger} 45%, transparent);
  border-radius: ${({ theme }) => theme.radii.md};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.danger} 8%, transparent);

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.dangerText};
`;

/** Why the last submit did not go through; role alert so it is heard as soon as it shows. */
export function DonationFailureNotice({ failure }: { failure: DonationFailure }) {
  return (
    <Root role="alert">
      <Title>{failure.title}</Title>
      <p>{failure.message}</p>
    </Root>
  );
}
