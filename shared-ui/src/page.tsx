import type { ReactNode } from 'react';
import styled from 'styled-components';

export type PageWidth = 'narrow' | 'default' | 'wide';

export interface PageContainerStyleProps {
  $width?: PageWidth;
}

const maxWidths: Record<PageWidth, string> = {
  narrow: '720px',
  default: '1200px',
  wide: '1440px',
};

/** Centred page column; padding shrinks on phones so nothing overflows at 390 px. */
export const PageContainer = styled.div<PageContainerStyleProps>`
  width: 100%;
  max-width: ${({ $width = 'default' }) => maxWidths[$width]};
  min-width: 0;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  }

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]}`};
  }
`;

/**
 * The frame of a page that holds one form or one document (sign-in, donate, the account
 * pages, a receipt): one centred column narrow enough to read, the same on each of them,
 * so none sits left-aligned beside an empty half.
 */
export function NarrowPage({ children }: { children: ReactNode }) {
  return (
    <PageContainer $width="narrow" data-page-frame="narrow">
      {children}
    </PageContainer>
  );
}
