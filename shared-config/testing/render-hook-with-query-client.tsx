// Test-only: renders a hook inside the product's QueryClient (createQueryClient: no retry, no
// refetch on focus), as the shell provides it, for the tests of shared-api's hooks.
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from 'shared-api';

export function renderHookWithQueryClient<Result>(hook: () => Result) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}
