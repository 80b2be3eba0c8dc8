import styled from 'styled-components';

const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Brand = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Links = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// The spec shows these three as placeholders without targets; they render as plain text
// rather than links that lead nowhere.
const PLACEHOLDER_LINKS = ['Privacy Policy', 'Terms of Service', 'Cookie Policy'];

export function Footer() {
  return (
    <Bar>
      <div>
        <Brand>Competitive Democracy Platform</Brand>
        <p>© 2025 PAID. All rights reserved.</p>
      </div>
      <Links aria-label="Legal">
        {PLACEHOLDER_LINKS.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </Links>
    </Bar>
  );
}
