import type { ListedDonation } from 'shared-api/contracts';

// A gift as the public donation lists show it (GET /api/donations/recent and the live
// stream's list): name, amount and message only, never the donor's email or address.

/** The columns both lists select: `id, donor_name as "donorName", amount_cents as "amountCents", message`. */
export interface ListedDonationRow {
  id: number;
  donorName: string;
  amountCents: number;
  message: string | null;
}

export function toListedDonation({ amountCents, ...donation }: ListedDonationRow): ListedDonation {
  return { ...donation, amount: amountCents / 100 };
}
