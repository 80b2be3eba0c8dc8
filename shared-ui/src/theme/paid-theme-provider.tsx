import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { paidTheme } from './theme';

export interface PaidThemeProviderProps {
  children?: ReactNode;
}

/** The theme and the global style together, so no host can mount one without the other. */
export function PaidThemeProvider({ children }: PaidThemeProviderProps) {
  return (
    <ThemeProvider theme={paidTheme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
