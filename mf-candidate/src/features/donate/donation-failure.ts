import { ApiError } from 'shared-api';
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
        title: 'Connection problem',
        message:
          'We could not get an answer from PAID. Press Donate to retry: it resends this same donation, so you will not be charged twice.',
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
          title: 'Please check your donation',
          message:
            unplaced.length > 0
              ? unplaced.join(' ')
              : fields.length > 0
                ? 'Some details need your attention: see the messages beside the fields.'
                : serverMessage(error, 'The donation was refused.'),
        },
      };
    }
    case 402:
      return {
        fields: [],
        failure: {
          kind: 'declined',
          title: 'Payment declined',
          message: serverMessage(error, 'Your card was declined.'),
        },
      };
    case 404:
      return {
        fields: [],
        failure: {
          kind: 'other',
          title: 'Candidate Not Found',
          message: serverMessage(error, 'This candidate no longer accepts donations.'),
        },
      };
    case 409:
      return {
        fields: [],
        failure: {
          kind: 'conflict',
          title: 'Already submitted',
          // The server's sentence asks for a reload; the form renews its key instead, so the
          // donor keeps what they typed.
          message:
            'A donation from this form already went through with another candidate, amount or email, so this one was not made. Press Donate to make it as a new donation.',
        },
      };
    default:
      return {
        fields: [],
        failure: {
          kind: 'other',
          title: 'Donation failed',
          message: serverMessage(
            error,
            `The donation could not be completed (${error.message}). Please try again: a retry resends this same donation, so you will not be charged twice.`,
          ),
        },
      };
  }
}
