import { loadRemoteScreen } from './federation/load-remote-screen';
import { registerRuntimeRemotes } from './federation/register-runtime-remotes';
import { remoteScreenForPath } from './routes/route-table';
import { nextTask } from './start-up/next-task';

/**
 * The shell's code runs in slices, each in a task of its own. Imported statically, every module
 * of the first render (React DOM, styled-components, TanStack Query, shared-ui, the app) ran
 * in one task as the last script arrived: 40-60 ms on this machine, four times that on the
 * phone Lighthouse emulates, during which a tap waits. `webpackMode: "eager"` keeps each
 * module in the chunks it was in (no new file, no new round trip, the same preloads of
 * boot-scripts.json): only the moment each one runs changes.
 */
const SLICES = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'styled-components'),
  () => import(/* webpackMode: "eager" */ '@tanstack/react-query'),
  () => import(/* webpackMode: "eager" */ 'shared-ui'),
];

async function start(): Promise<void> {
  // The remote list is read at run time so a remote can be redeployed without rebuilding
  // the shell. A failure here still renders the shell: every remote area shows its fallback.
  await registerRuntimeRemotes();
  // The page's remote screen is asked for now, so its files download while the shell's own
  // code runs and React renders (a few hundred ms on a slow phone), instead of once that
  // render reaches the route. The route's own load takes this same promise
  // (load-remote-screen.ts); a failure here is its failure, shown there with Retry.
  const screen = remoteScreenForPath(window.location.pathname);
  if (screen) loadRemoteScreen(screen).catch(() => undefined);
  for (const slice of SLICES) {
    await nextTask();
    await slice();
  }
  await nextTask();
  const [{ startTransition }, { createRoot }, { App }, { uiMessages }, { shellMessages }] =
    await Promise.all([
      import(/* webpackMode: "eager" */ 'react'),
      import(/* webpackMode: "eager" */ 'react-dom/client'),
      import(/* webpackMode: "eager" */ './app'),
      import(/* webpackMode: "eager" */ 'shared-ui'),
      import(/* webpackMode: "eager" */ './messages'),
    ]);
  // The shell's and shared-ui's words in the page's language (docs/languages.md): one small
  // file each, which the server preloads with the start-up scripts (boot-scripts.json).
  await Promise.all([uiMessages.ready(), shellMessages.ready()]);
  await nextTask();
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
