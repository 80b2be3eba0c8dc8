import styled from 'styled-components';

const Code = styled.span`
  margin-right: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.primaryText};
  letter-spacing: 0.04em;
`;

/** A state page's h1 text: the code, then the full name ('CA California'). */
export function StateTitle({ code, name }: { code: string; name: string }) {
  return (
    <>
      {code ? <Code>{code}</Code> : null}
      {name}
    </>
  );
}
