import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PaidThemeProvider } from '../theme/paid-theme-provider';

/** Renders inside the real theme, as the shell does. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: PaidThemeProvider, ...options });
}
