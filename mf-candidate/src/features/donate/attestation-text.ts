import type { DonationAttestation } from 'shared-api';
import { t, type DonateKey } from '../../donate-messages';

// The five statements a donor attests (docs/donation-rules.md), in the page's language. Their
// English is shared-api's DONATION_ATTESTATIONS, the server's words, which stay where they are;
// this catalogue's English is the same text (attestation-text.test.ts holds them equal).

const ATTESTATION_KEYS: Record<DonationAttestation, DonateKey> = {
  citizenOrResident: 'donate.attestation.citizen',
  ownFunds: 'donate.attestation.ownFunds',
  personalCard: 'donate.attestation.personalCard',
  atLeast18: 'donate.attestation.atLeast18',
  notFederalContractor: 'donate.attestation.notFederalContractor',
};

/** The statement `key` as the donor reads it. */
export function attestationText(key: DonationAttestation): string {
  return t(ATTESTATION_KEYS[key]);
}
