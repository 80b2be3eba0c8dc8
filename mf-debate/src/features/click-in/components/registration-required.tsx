import { Link } from 'react-router-dom';
import { Button } from 'shared-ui';
import styled from 'styled-components';

const Note = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The click-in panel: what a visitor or a user without a candidate profile sees. */
export function RegistrationRequired() {
  return (
    <Note>
      <Title>Candidate Registration Required</Title>
      <p>Only registered candidates can request speaking time in a debate.</p>
      <Button as={Link} to="/candidate-registration" $size="sm">
        Register as Candidate
      </Button>
    </Note>
  );
}
