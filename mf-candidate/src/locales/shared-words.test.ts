import {
  BEST_EFFORTS_WORDING,
  DONATION_ATTESTATIONS,
  PENDING_VERIFICATION_LABEL,
  RECEIPT_LEGAL_TEXT,
  TEST_MODE_RECEIPT_NOTE,
  type DonationAttestation,
} from 'shared-api';
import { PLAN_RENEWAL_UNKNOWN_MESSAGE } from 'shared-api/contracts';
import { attestationText } from '../features/donate/attestation-text';
import donationsEn from './donations/en.json';
import en from './en.json';

// Sentences whose English home is shared-api, where the server, the mails and the schemas read
// them (the attestations, the best-efforts wording, the receipt's legal text): they stay there,
// and the pages show them from this catalogue, so a Spanish page can say them in Spanish. The
// English the pages show must stay the same words, character for character.

// The catalogue's English: its main part and the donations part (the receipt, plan renewal).
const english = { ...en, ...donationsEn };

describe("the catalogue's English of shared-api's sentences", () => {
  it.each(Object.keys(DONATION_ATTESTATIONS) as DonationAttestation[])(
    'attestation %s is DONATION_ATTESTATIONS word for word',
    (key) => {
      expect(attestationText(key)).toBe(DONATION_ATTESTATIONS[key]);
    },
  );

  it.each([
    ['donate.bestEfforts', BEST_EFFORTS_WORDING],
    ['receipt.legal', RECEIPT_LEGAL_TEXT],
    ['receipt.testModeNote', TEST_MODE_RECEIPT_NOTE],
    ['candidate.pendingVerification', PENDING_VERIFICATION_LABEL],
    ['planRenewal.unknownLink', PLAN_RENEWAL_UNKNOWN_MESSAGE],
  ] as const)('%s is shared-api word for word', (key, text) => {
    expect(english[key]).toBe(text);
  });
});
