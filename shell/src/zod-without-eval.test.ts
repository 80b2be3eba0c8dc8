import { disableZodEval } from './zod-without-eval';

// Pins zod's global settings object: a zod upgrade that renames it fails here, not silently
// in the browser (where the only sign would be a CSP report on every page).
test('zod sees jitless once the shell has set it', async () => {
  disableZodEval();
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
});
