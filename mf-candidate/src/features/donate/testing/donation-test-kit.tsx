// Test-only: the donation page's server, its answers and a donor filling the form.
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  DONATION_ATTESTATIONS,
  type AssignedVariant,
  type AuthUser,
  type DonationAllowance,
  type DonationReceipt,
} from 'shared-api';
import {
  authUserAnswer,
  json,
  mockApi,
  renderWithProviders,
  type MockHandler,
} from 'shared-config/testing';
import DonateScreen from '../../../screens/donate-screen';
import { candidateFixture } from '../../../testing/candidate-fixture';
import { allowanceFixture, NEXT_ELECTION } from '../../../testing/election-fixtures';

export const DONATE = 'POST /api/donations';
export const ALLOWANCE = 'GET /api/donations/allowance';

/** The receipt POST /api/donations answers for a $50 gift to Casey. */
export function receiptFixture(overrides: Partial<DonationReceipt> = {}): DonationReceipt {
  return {
    id: 41,
    reference: 'PAID-000041',
    candidateId: 7,
    candidateName: 'Casey Morales',
    amount: 50,
    createdAt: '2026-03-01T17:30:00.000Z',
    testMode: true,
    election: {
      id: NEXT_ELECTION.id,
      kind: NEXT_ELECTION.kind,
      date: NEXT_ELECTION.date,
      code: NEXT_ELECTION.code,
    },
    ...overrides,
  };
}

export interface DonationServerOptions {
  /** The logged-in user; null (default) is a visitor. */
  user?: AuthUser | null;
  candidate?: MockHandler;
  donate?: MockHandler;
  allowance?: DonationAllowance;
  testMode?: boolean;
  /** The visitor's variant of a running donate page experiment; none by default. */
  variant?: AssignedVariant['assigned'];
  /** More routes (express links, the saved card, the monthly offer). */
  more?: Record<string, MockHandler>;
}

/** The server of /donate/7: Casey, payment mode, the allowance and POST /api/donations. */
export function donationServer({
  user = null,
  candidate = () => json(200, candidateFixture()),
  donate = () => json(201, receiptFixture()),
  allowance = allowanceFixture(),
  testMode = true,
  variant = null,
  more = {},
}: DonationServerOptions = {}) {
  return mockApi({
    'GET /api/auth/user': authUserAnswer(user),
    'GET /api/candidate/7': candidate,
    'GET /api/donations/payment-mode': () => json(200, { testMode }),
    'GET /api/candidate/7/donate-variant': () => json(200, { assigned: variant }),
    [ALLOWANCE]: () => json(200, allowance),
    [DONATE]: donate,
    ...more,
  });
}

/** Renders the donate screen at `path` inside the shell's providers and route. */
export function renderDonateScreen(path = '/donate/7') {
  return renderWithProviders(
    <Routes>
      <Route path="/donate/:candidateId" element={<DonateScreen />} />
    </Routes>,
    { path },
  );
}

/** Waits for the form of /donate/7. */
export function findDonationForm() {
  return screen.findByRole('form', { name: 'Donation' });
}

export const textbox = (name: string) => screen.getByRole('textbox', { name });
export const submitButton = () => screen.getByRole('button', { name: /^(Donate|Processing)/ });

/** A donor at the keyboard, without the pause between keys (the form is long). */
export function donorAtKeyboard() {
  return userEvent.setup({ delay: null });
}

/** Puts `text` in the box as a paste (one input event: the form is long to type out). */
export async function enter(user: UserEvent, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}

/** Everything a valid $50 donation needs, entered and ticked as a donor would. */
export async function fillValidDonation(
  user: UserEvent,
  { card = '4242 4242 4242 4242', details = true }: { card?: string; details?: boolean } = {},
) {
  await user.click(screen.getByRole('button', { name: '$50' }));
  if (details) {
    await enter(user, textbox('Full name'), 'Jane Doe');
    await enter(user, textbox('Email'), 'jane@example.com');
  }
  for (const label of Object.values(DONATION_ATTESTATIONS)) {
    await user.click(screen.getByRole('checkbox', { name: label }));
  }
  await enter(user, textbox('Card number'), card);
  await enter(user, textbox('Expiry (MM/YY)'), '12/30');
  await enter(user, textbox('Security code (CVC)'), '123');
}

/** The body a donor's $50 gift to Casey sends (the key aside), card digits only. */
export function expectedDonationBody(): Record<string, unknown> {
  return {
    candidateId: 7,
    amount: 50,
    donorName: 'Jane Doe',
    donorEmail: 'jane@example.com',
    addressLine1: '',
    addressLine2: '',
    city: '',
    state: '',
    postalCode: '',
    occupation: '',
    employer: '',
    message: '',
    attestations: {
      citizenOrResident: true,
      ownFunds: true,
      personalCard: true,
      atLeast18: true,
      notFederalContractor: true,
    },
    card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
    // Never pre-selected: the donor ticks them (docs/donation-rules.md).
    saveCard: false,
    recurring: false,
    // The election the form shows chosen by default: the candidate's next one.
    electionId: NEXT_ELECTION.id,
  };
}
