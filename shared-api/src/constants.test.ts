import * as constants from './constants';
import * as contracts from './contracts';

// The figures are not restated here (a copy of a number tests nothing): docs/ states the
// product's figures, and the tests of the code that uses a constant check its behaviour
// against that constant (the polling hooks, the forms' schemas, the tiles).
describe('constants', () => {
  it('are re-exported by the contracts entry point, for the server', () => {
    expect(contracts.CHAT_MESSAGE_MAX).toBe(constants.CHAT_MESSAGE_MAX);
    expect(contracts.POST_MAX_CHARS).toBe(constants.POST_MAX_CHARS);
  });
});
