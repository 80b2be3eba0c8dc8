import { ApiError } from 'shared-api';
import { t } from '../../donate-messages';
import { t as tShared } from '../../messages';
import { isDonationField, type DonationField } from './donation-form-values';

/** What the form shows about a refused or failed submit, above the Donate button. */
export interface DonationFailure {
  title: string;
  message: string;
  /** 'conflict': this form's key already paid for a different donation (the form renews it). */
  kind: 'fields' | 'declined' | 'conflict' | 'unreachable' | 'other';
}

export interface DescribedDonationError {
  /** Messages to show beside their fields (a 400's `errors`). */
  fields: [DonationField, string][];
  failure: DonationFailure;
}

/** The server's own sentence (docs/errors.md), or the fallback. */
function serverMessage(error: ApiError, fallback: string): string {
  return error.body?.message?.trim() || fallback;
}

/**
 * Turns a failed POST /api/donations into field messages and one form-level notice. Only an
 * answer from the server is definite; without one (network down, answer lost) the donation
 * may have gone through, and retrying is safe because it resends the same key.
 */
export function describeDonationError(error: unknown): DescribedDonationError {
  if (!(error instanceof ApiError)) {
    return {
      fields: [],
      failure: {
        kind: 'unreachable',
        title: t('donate.failure.connectionTitle'),
        message: t('donate.failure.connection'),
      },
    };
  }
  switch (error.status) {
    case 400: {
      const entries = Object.entries(error.body?.errors ?? {});
      const fields = entries.filter((entry): entry is [DonationField, string] =>
        isDonationField(entry[0]),
      );
      const unplaced = entries.filter(([key]) => !isDonationField(key)).map(([, text]) => text);
      return {
        fields,
        failure: {
          kind: 'fields',
          title: t('donate.failure.checkTitle'),
          message:
            unplaced.length > 0
              ? unplaced.join(' ')
              : fields.length > 0
                ? t('donate.failure.fields')
                : serverMessage(error, t('donate.failure.refused')),
        },
      };
    }
    case 402:
      return {
        fields: [],
        failure: {
          kind: 'declined',
          title: t('donate.failure.declinedTitle'),
          message: serverMessage(error, t('donate.failure.declined')),
        },
      };
    case 404:
      return {
        fields: [],
        failure: {
          kind: 'other',
          title: tShared('candidateNotFound.title'),
          message: serverMessage(error, t('donate.failure.noLongerAccepts')),
        },
      };
    case 409:
      return {
        fields: [],
        failure: {
          kind: 'conflict',
          title: t('donate.failure.conflictTitle'),
          // The server's sentence asks for a reload; the form renews its key instead, so the
          // donor keeps what they typed.
          message: t('donate.failure.conflict'),
        },
      };
    default:
      return {
        fields: [],
        failure: {
          kind: 'other',
          title: t('donate.failure.failedTitle'),
          message: serverMessage(error, t('donate.failure.failed', { reason: error.message })),
        },
      };
  }
}
