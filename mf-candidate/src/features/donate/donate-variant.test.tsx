import { screen, waitFor } from '@testing-library/react';
import { DONATION_RULES } from 'shared-api';
import {
  DONATE,
  donationServer,
  donorAtKeyboard,
  enter,
  findDonationForm,
  receiptFixture,
  renderDonateScreen,
  submitButton,
  textbox,
} from './testing/donation-test-kit';
import { json } from 'shared-config/testing';
import { DONATION_ATTESTATIONS } from 'shared-api';

// The donate page renders the visitor's experiment variant (shared-api experiments.ts): its
// headline as text, its presets with its default pressed, and the two-step layout. The
// amount sent is the one the donor chose, never the variant's.

jest.setTimeout(20_000);

beforeEach(() => sessionStorage.clear());

const STEPS_VARIANT = {
  experimentId: 3,
  variantId: 9,
  variant: {
    headline: '<b>Chip in</b> today',
    presetAmounts: [5, 15, 40],
    defaultAmount: 15,
    layout: 'steps' as const,
  },
};

describe('/donate/{candidateId} with an experiment running', () => {
  it("draws the rules' presets and no headline without one", async () => {
    donationServer();
    renderDonateScreen();
    await findDonationForm();
    for (const dollars of DONATION_RULES.presetAmounts.slice(0, 3)) {
      expect(screen.getByRole('button', { name: `$${dollars}` })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
    expect(screen.queryByText(/Step 1 of 2/)).not.toBeInTheDocument();
  });

  it("draws the variant's headline as text and its presets, the default pressed", async () => {
    donationServer({
      variant: { ...STEPS_VARIANT, variant: { ...STEPS_VARIANT.variant, layout: 'one-page' } },
    });
    renderDonateScreen();
    await findDonationForm();
    // Markup in a headline is shown as text, never rendered.
    expect(screen.getByText('<b>Chip in</b> today')).toBeVisible();
    expect(screen.getByRole('button', { name: '$15' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '$5' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: '$25' })).not.toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Donate $15');
  });

  it('asks for the amount first in the steps layout, then the details, and sends the chosen amount', async () => {
    const server = donationServer({
      variant: STEPS_VARIANT,
      donate: () => json(201, receiptFixture()),
    });
    const user = donorAtKeyboard();
    renderDonateScreen();
    await findDonationForm();
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: Amount' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '$40' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const details = await screen.findByRole('heading', { name: /Step 2 of 2: Your details/ });
    expect(details).toHaveFocus();
    expect(details).toHaveTextContent('($40)');
    await enter(user, textbox('Full name'), 'Jane Doe');
    await enter(user, textbox('Email'), 'jane@example.com');
    for (const label of Object.values(DONATION_ATTESTATIONS)) {
      await user.click(screen.getByRole('checkbox', { name: label }));
    }
    await enter(user, textbox('Card number'), '4242 4242 4242 4242');
    await enter(user, textbox('Expiry (MM/YY)'), '12/30');
    await enter(user, textbox('Security code (CVC)'), '123');
    await user.click(submitButton());
    await waitFor(() =>
      expect(server.requests.filter((r) => `${r.method} ${r.url}` === DONATE)).toHaveLength(1),
    );
    const sent = server.requests.find((r) => `${r.method} ${r.url}` === DONATE);
    expect((sent?.body as { amount: number }).amount).toBe(40);
  });

  it('keeps the donor on the amount step until an amount is valid, and Back returns to it', async () => {
    donationServer({
      variant: { ...STEPS_VARIANT, variant: { ...STEPS_VARIANT.variant } },
    });
    const user = donorAtKeyboard();
    renderDonateScreen();
    await findDonationForm();
    await enter(user, textbox('Other amount (USD)'), '0.5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The minimum donation is $1')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await user.clear(textbox('Other amount (USD)'));
    await enter(user, textbox('Other amount (USD)'), '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Back to amount' }));
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: Amount' })).toBeVisible();
  });
});
