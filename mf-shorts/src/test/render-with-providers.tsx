import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from 'shared-api';
import { AppToaster, PaidThemeProvider } from 'shared-ui';

// react-hot-toast (behind AppToaster) asks matchMedia about reduced motion; jsdom has none.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

/** Renders a screen with the providers the shell gives it, including the toaster. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  const result = render(
    <PaidThemeProvider>
      <QueryClientProvider client={queryClient}>
        {ui}
        <AppToaster />
      </QueryClientProvider>
    </PaidThemeProvider>,
  );
  return { ...result, queryClient };
}
