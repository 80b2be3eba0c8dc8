import { normalizeExpiry, paymentCardSchema } from './donations';

const card = (expiry: string) => ({ number: '4242 4242 4242 4242', expiry, cvc: '123' });

describe('the card expiry', () => {
  it.each(['12/29', '1229', '12 / 29', '12-29', ' 12/29 '])(
    'reads %p as December 2029 (12/29)',
    (expiry) => {
      const parsed = paymentCardSchema.safeParse(card(expiry));
      expect(parsed.success && parsed.data.expiry).toBe('12/29');
    },
  );

  it.each(['13/29', '1329', '1/29', '12/2029', 'soon', ''])('refuses %p with MM/YY', (expiry) => {
    const parsed = paymentCardSchema.safeParse(card(expiry));
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues[0].message).toBe('Enter the expiry as MM/YY');
  });

  it('leaves what it cannot read for the MM/YY check', () => {
    expect(normalizeExpiry('12/2029')).toBe('12/2029');
  });
});
