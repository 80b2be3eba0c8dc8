import yieldBetweenLoadsPlugin from './yield-between-loads-plugin';

// nextTask() uses scheduler.yield() where the browser has it: a stand-in here tells when each
// hook asked for a new task and lets the test decide when that task comes.
let pending: (() => void)[];

beforeEach(() => {
  pending = [];
  (globalThis as { scheduler?: unknown }).scheduler = {
    yield: () => new Promise<void>((resolve) => pending.push(resolve)),
  };
});

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

const HOOKS = ['beforeLoadShare', 'afterResolve', 'beforeInitContainer', 'onLoad'] as const;

describe('yieldBetweenLoadsPlugin', () => {
  it.each(HOOKS)('%s goes on only in a new task, with the arguments it was given', async (hook) => {
    const plugin = yieldBetweenLoadsPlugin();
    const args = { pkgName: 'react', marker: Symbol('args') };
    let answer: unknown = 'not yet';
    void (plugin[hook] as unknown as (value: typeof args) => Promise<unknown>)(args).then(
      (value) => {
        answer = value;
      },
    );
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(answer).toBe('not yet');
    expect(pending).toHaveLength(1);

    pending[0]();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    // The same object: a waterfall hook passes it on, and the runtime takes an onLoad answer
    // equal to its own argument as no answer (it keeps the module it loaded).
    expect(answer).toBe(args);
  });

  it('has a name of its own for the runtime to register it by', () => {
    expect(yieldBetweenLoadsPlugin().name).toBe('paid-yield-between-loads');
  });
});
