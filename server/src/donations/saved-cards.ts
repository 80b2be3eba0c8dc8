import type { OneTapDonor, SavedCardState } from 'shared-api/contracts';
import type { Db, DbTx } from '../db/db';
import type { ChargeCard, PaymentProvider } from '../payments/payment-provider';
import type { GiftForm } from './make-donation';

// A member's saved card (docs/donation-rules.md, "Saved card, one tap"): with the donor's
// explicit consent on the form, after the gift it paid succeeded, the payment provider keeps
// the card and answers a token; PAID keeps that token with the brand and last 4 digits
// (saved_cards, one per account), never the number or the security code. The token is read
// only by the owner's own one-tap and monthly gifts, never answered to anyone.

interface SavedCardRow {
  token: string;
  brand: string;
  last4: string;
  savedAt: Date | string;
}

export async function readSavedCard(
  db: Db | DbTx,
  userId: number,
): Promise<SavedCardRow | undefined> {
  const { rows } = await db.query<SavedCardRow>(
    `select provider_token as token, brand, last4, created_at as "savedAt"
       from saved_cards where user_id = $1`,
    [userId],
  );
  return rows[0];
}

/**
 * Keeps the card with the provider and records its token for the account (replacing an
 * earlier one, which the provider then forgets). Answers false when the provider would not
 * keep it: the gift stands, the card is simply not saved.
 */
export async function saveCardForAccount(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  card: ChargeCard,
): Promise<boolean> {
  const saved = await provider.saveCard(card);
  if (saved.status !== 'saved') return false;
  const { rows } = await db.query<{ old: string | null }>(
    `with old as (select provider_token from saved_cards where user_id = $1)
     insert into saved_cards (user_id, provider_token, brand, last4) values ($1, $2, $3, $4)
     on conflict (user_id) do update
        set provider_token = excluded.provider_token, brand = excluded.brand,
            last4 = excluded.last4, created_at = now()
     returning (select provider_token from old) as old`,
    [userId, saved.token, saved.brand, saved.last4],
  );
  const old = rows[0]?.old;
  if (old && old !== saved.token) await provider.forgetCard(old);
  return true;
}

/**
 * Removes the account's saved card, at the provider too, and cancels its monthly gifts (they
 * have no card left to charge). Answers whether there was one and how many plans stopped.
 */
export async function removeSavedCard(
  db: Db,
  provider: PaymentProvider,
  userId: number,
): Promise<{ removed: boolean; cancelledPlans: number }> {
  const { token, cancelledPlans } = await dropSavedCardRows(db, userId);
  if (token !== null) await provider.forgetCard(token);
  return { removed: token !== null, cancelledPlans };
}

/**
 * The database half of removeSavedCard: deletes the account's saved card and cancels its
 * monthly gifts, answering the card's provider token (null: none) for the caller to forget.
 */
export async function dropSavedCardRows(
  db: Db | DbTx,
  userId: number,
): Promise<{ token: string | null; cancelledPlans: number }> {
  const { rows } = await db.query<{ token: string }>(
    'delete from saved_cards where user_id = $1 returning provider_token as token',
    [userId],
  );
  const { rows: plans } = await db.query(
    `update recurring_plans set status = 'cancelled', ended_at = now(), claimed_until = null
      where user_id = $1 and status <> 'cancelled' returning id`,
    [userId],
  );
  return { token: rows[0]?.token ?? null, cancelledPlans: plans.length };
}

/** The donor fields of a gift, as a one-tap or monthly gift reuses them. */
export type GiftIdentity = Omit<GiftForm, 'candidateId' | 'amount' | 'idempotencyKey' | 'message'>;

interface IdentityRow {
  donorName: string;
  donorEmail: string;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  occupation: string | null;
  employer: string | null;
}

/**
 * The identity of the member's last gift (made while logged in, not declined): who a one-tap
 * or monthly gift is from. Its five attestations held (no gift is taken without them), so
 * they are reused with it; the confirmation reminds the donor of both.
 */
export async function lastGiftIdentity(
  db: Db | DbTx,
  userId: number,
): Promise<GiftIdentity | undefined> {
  const { rows } = await db.query<IdentityRow>(
    `select donor_name as "donorName", donor_email as "donorEmail",
            donor_address_line1 as "addressLine1", donor_address_line2 as "addressLine2",
            donor_city as city, donor_state as state, donor_postal_code as "postalCode",
            occupation, employer
       from donations
      where user_id = $1 and status in ('pending', 'succeeded', 'refunded')
      order by created_at desc, id desc limit 1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    donorName: row.donorName,
    donorEmail: row.donorEmail,
    addressLine1: row.addressLine1 ?? undefined,
    addressLine2: row.addressLine2 ?? undefined,
    city: row.city ?? undefined,
    state: row.state ?? undefined,
    postalCode: row.postalCode ?? undefined,
    occupation: row.occupation ?? undefined,
    employer: row.employer ?? undefined,
    attestations: {
      citizenOrResident: true,
      ownFunds: true,
      personalCard: true,
      atLeast18: true,
      notFederalContractor: true,
    },
  };
}

function placeOf(identity: GiftIdentity): string | null {
  const cityState = [identity.city, identity.state].filter(Boolean).join(', ');
  const place = [cityState, identity.postalCode].filter(Boolean).join(' ');
  return place === '' ? null : place;
}

function donorOf(identity: GiftIdentity): OneTapDonor {
  return {
    donorName: identity.donorName,
    donorEmail: identity.donorEmail,
    place: placeOf(identity),
    occupation: identity.occupation ?? null,
    employer: identity.employer ?? null,
  };
}

/** GET /api/donations/saved-card: the owner's card (never its token) and one-tap identity. */
export async function savedCardState(db: Db, userId: number): Promise<SavedCardState> {
  const card = await readSavedCard(db, userId);
  const identity = await lastGiftIdentity(db, userId);
  return {
    card: card
      ? { brand: card.brand, last4: card.last4, savedAt: new Date(card.savedAt).toISOString() }
      : null,
    donor: identity ? donorOf(identity) : null,
  };
}
