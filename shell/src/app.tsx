import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from 'shared-api';
import { AppToaster, PaidThemeProvider } from 'shared-ui';
import { createAppRouter } from './routes/app-router';

// The shell owns the only QueryClient, theme, router and toaster (house rule 5).
const queryClient = createQueryClient();
const router = createAppRouter();

export function App() {
  return (
    <PaidThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AppToaster />
      </QueryClientProvider>
    </PaidThemeProvider>
  );
}
