import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../start-up/next-task';

/**
 * Federation runtime plugin: each step of the shell's loading of shared modules and remotes
 * continues in a task of its own. The runtime chains those steps as promises, and a chain of
 * promises that are already settled runs as one task: the boot chunk's share negotiation
 * (a dozen shared modules, each with its script tag) and a remote's manifest, entry and init
 * took 20-45 ms of main thread at a time here as a page started, four times that on the phone
 * Lighthouse emulates, during which a tap waits. Interleaved Lighthouse runs against the build
 * without it: blocking time down on six of seven pages (bench/notes.md). Only the shell's own
 * instance has it: a remote's instance (its screen's shared modules) measured no better so.
 */
/** Gives the runtime its own arguments back, in a new task. */
async function inANewTask<T>(args: T): Promise<T> {
  await nextTask();
  return args;
}

const yieldBetweenLoadsPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'paid-yield-between-loads',
  // Before each shared module is looked up and its file asked for.
  beforeLoadShare: inANewTask,
  // After a remote's manifest is read, before its entry is loaded.
  afterResolve: inANewTask,
  // Before a remote's entry shares the shell's modules with it.
  beforeInitContainer: inANewTask,
  // After an exposed module's factory is ready, before the screen renders with it. (Handing
  // back the same arguments is no answer for this hook: the runtime keeps the module.)
  onLoad: inANewTask,
});

export default yieldBetweenLoadsPlugin;
