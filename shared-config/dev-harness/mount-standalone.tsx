// Development only: mounts a remote's screens on their own (`npm run dev -w mf-shorts`) with
// the same providers the shell gives them in the composed site, so a remote can be worked
// on without the shell. The composed site never loads this file.
import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from 'shared-api';
import { AppToaster, PaidThemeProvider, Spinner } from 'shared-ui';

export interface StandaloneRoute {
  path: string;
  Screen: ComponentType;
}

export function mountStandalone(routes: StandaloneRoute[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <PaidThemeProvider>
        <QueryClientProvider client={createQueryClient()}>
          <BrowserRouter>
            <Suspense fallback={<Spinner />}>
              <Routes>
                {routes.map(({ path, Screen }) => (
                  <Route key={path} path={path} element={<Screen />} />
                ))}
              </Routes>
            </Suspense>
          </BrowserRouter>
          <AppToaster />
        </QueryClientProvider>
      </PaidThemeProvider>
    </StrictMode>,
  );
}
