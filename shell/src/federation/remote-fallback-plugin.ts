import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_UNAVAILABLE } from './remote-unavailable';

/**
 * Federation runtime plugin: when a remote cannot be loaded (its entry or manifest is
 * unreachable, or its module factory throws), answer a marked fallback module instead of an
 * unhandled rejection. `load-remote-screen.ts` turns the marker into an error that the
 * remote area's error boundary shows with a retry; the rest of the page keeps working.
 */
const remoteFallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'paid-remote-fallback',
  errorLoadRemote({ id, lifecycle, from }) {
    console.warn(`Remote module ${id} failed to load (lifecycle: ${lifecycle}, from: ${from}).`);
    // Only 'onLoad' expects a module back. In the other lifecycles the runtime would keep
    // whatever we return as the remote's manifest or entry, so a later Retry could never
    // succeed: there the error is left to reject loadRemote instead.
    if (lifecycle === 'onLoad') return { [REMOTE_UNAVAILABLE]: true, default: null };
    return undefined;
  },
});

export default remoteFallbackPlugin;
