import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { authUserQueryOptions, createQueryClient } from 'shared-api';
import { AppToaster, PaidThemeProvider } from 'shared-ui';
import { seedPageData } from './page-data';
import { AppRoutes } from './routes/app-router';

// The shell owns the only QueryClient, theme, router and toaster, shared by every remote.
const queryClient = createQueryClient();
// The data the server wrote into the page (the /home summary) is there from the first render.
seedPageData(queryClient);
// Who is logged in is asked at once, not when the first render (a transition, in slices)
// reaches the top bar: the candidate, Shorts and donate screens wait for it before drawing,
// and it was asked for only after the remote's code had arrived, one round trip late.
void queryClient.prefetchQuery(authUserQueryOptions());

export function App() {
  return (
    <PaidThemeProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <AppToaster />
      </QueryClientProvider>
    </PaidThemeProvider>
  );
}
