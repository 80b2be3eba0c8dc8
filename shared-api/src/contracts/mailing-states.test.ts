import { MAILING_STATES } from './mailing-states';

describe('MAILING_STATES', () => {
  it('is in the order a locale comparison gives (sorted by code point so pages skip ICU)', () => {
    const byLocale = [...MAILING_STATES].sort((a, b) => a.name.localeCompare(b.name, 'en-US'));
    expect(MAILING_STATES.map((state) => state.name)).toEqual(byLocale.map((state) => state.name));
    expect(MAILING_STATES).toHaveLength(56);
  });
});
