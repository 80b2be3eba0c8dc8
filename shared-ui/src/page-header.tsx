import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Stack } from './layout';
import { PageTitle } from './page-title';

const Header = styled(Stack).attrs({ as: 'header', $gap: 2 })`
  margin: ${({ theme }) => `${theme.space[8]} 0 ${theme.space[6]}`};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PageHeaderProps {
  title: ReactNode;
  lead?: ReactNode;
  /** Badges or actions shown under the title. */
  children?: ReactNode;
}

/** A screen's h1 with its lead sentence: every screen starts the same way. */
export function PageHeader({ title, lead, children }: PageHeaderProps) {
  return (
    <Header>
      <PageTitle>{title}</PageTitle>
      {lead ? <Lead>{lead}</Lead> : null}
      {children}
    </Header>
  );
}

/** Sections of a screen, one under the other. */
export const PageStack = styled(Stack).attrs({ $gap: 8 })``;
