import type { DonationReceipt, ElectionRef } from 'shared-api/contracts';

// The thank-you state's receipt, the same for a new donation and for a retried submit.

export interface ReceiptRow {
  id: number;
  candidateId: number;
  candidateName: string;
  amountCents: number;
  createdAt: Date | string;
  testMode: boolean;
  /** The election it is designated to (elections/election-code.ts electionRef), or null. */
  election: ElectionRef | null;
}

/** The printable reference: PAID-000123. */
export function donationReference(id: number): string {
  return `PAID-${String(id).padStart(6, '0')}`;
}

export function toReceipt(row: ReceiptRow): DonationReceipt {
  return {
    id: row.id,
    reference: donationReference(row.id),
    candidateId: row.candidateId,
    candidateName: row.candidateName,
    amount: row.amountCents / 100,
    createdAt: new Date(row.createdAt).toISOString(),
    testMode: row.testMode,
    election: row.election,
  };
}
