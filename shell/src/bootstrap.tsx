import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerRuntimeRemotes } from './federation/register-runtime-remotes';

async function start(): Promise<void> {
  // The remote list is read at run time so a remote can be redeployed without rebuilding
  // the shell. A failure here still renders the shell: every remote area shows its fallback.
  await registerRuntimeRemotes();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(<App />);
}

void start();
