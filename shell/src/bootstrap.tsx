import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadRemoteScreen } from './federation/load-remote-screen';
import { registerRuntimeRemotes } from './federation/register-runtime-remotes';
import { remoteScreenForPath } from './routes/route-table';

async function start(): Promise<void> {
  // The remote list is read at run time so a remote can be redeployed without rebuilding
  // the shell. A failure here still renders the shell: every remote area shows its fallback.
  await registerRuntimeRemotes();
  // The page's remote screen is asked for now, so its files download while React renders
  // the shell (in slices, a few hundred ms on a slow phone), instead of once that render
  // reaches the route. The route's own load takes this same promise (load-remote-screen.ts);
  // a failure here is its failure, shown there with Retry.
  const screen = remoteScreenForPath(window.location.pathname);
  if (screen) loadRemoteScreen(screen).catch(() => undefined);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container, {
    // An error a remote area's boundary caught is already shown there with Retry; log it as
    // a warning, not as an uncaught failure of the site.
    onCaughtError: (error) => console.warn('Caught by a remote area:', error),
  });
  // A transition renders in slices that yield to the browser every few milliseconds, so the
  // first render of the whole page never holds the main thread in one long task (a phone
  // would not answer a tap meanwhile; Lighthouse counts it as blocking time).
  startTransition(() => root.render(<App />));
}

void start();
