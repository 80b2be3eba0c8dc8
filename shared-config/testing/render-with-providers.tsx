// Test-only: renders UI with the providers the shell gives every screen in the composed site
// (theme, the QueryClient with the product's defaults, a router at a chosen URL and the
// toaster), so component tests of the shell and of every remote share one harness.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from 'shared-api';
import { AppToaster, PaidThemeProvider } from 'shared-ui';

export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  const result = render(
    <PaidThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        <AppToaster />
      </QueryClientProvider>
    </PaidThemeProvider>,
  );
  return { ...result, queryClient };
}
