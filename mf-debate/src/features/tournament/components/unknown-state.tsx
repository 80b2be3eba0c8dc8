import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** No channel or candidates are asked for: there is no such state (docs/errors.md: a 404). */
export function UnknownStateNote({ code }: { code: string }) {
  return (
    <Note>
      There is no US state with the code &lsquo;{code}&rsquo;.{' '}
      <Link to="/home">See all 50 state competitions</Link>
    </Note>
  );
}
