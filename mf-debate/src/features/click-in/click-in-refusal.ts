import { ApiError, readableError } from 'shared-api';
import type { NotifyOptions } from 'shared-ui';

// What a person reads when the server does not grant a click-in (docs/video.md: 401 visitor,
// 403 not a verified candidate or a debater of this stage, 404 no debate, 409 already used).
// The spec's toasts where it has words for the case (docs/errors.md), the server's own
// sentence otherwise; never "You're Live!".

export const ALREADY_USED_TOAST: NotifyOptions = {
  title: 'Click-in Already Used',
  description: 'You have already used your click-in for this debate.',
  variant: 'destructive',
};

export const REGISTRATION_REQUIRED_TOAST: NotifyOptions = {
  title: 'Registration Required',
  description: 'You must be a registered candidate to use the click-in feature.',
  variant: 'destructive',
};

export const LOG_IN_REQUIRED_TOAST: NotifyOptions = {
  title: 'Authentication Required',
  description: 'Please log in to access this feature.',
  variant: 'destructive',
};

export interface ClickInRefusal {
  toast: NotifyOptions;
  /** The server holds this debate's click-in as used (the panel then says 'Click-In Used'). */
  used: boolean;
}

export function clickInRefusal(error: unknown): ClickInRefusal {
  if (error instanceof ApiError) {
    if (error.status === 409) return { toast: ALREADY_USED_TOAST, used: true };
    if (error.status === 401) return { toast: LOG_IN_REQUIRED_TOAST, used: false };
    if (error.status === 403) return { toast: REGISTRATION_REQUIRED_TOAST, used: false };
    if (error.status < 500) {
      // No debate on this stage any more (404), or a reason the spec has no words for.
      return {
        toast: {
          title: 'Click-In Not Available',
          description: readableError(error),
          variant: 'destructive',
        },
        used: false,
      };
    }
  }
  // Not answered: nothing was recorded, so the click-in is still theirs to ask for again.
  return {
    toast: {
      title: 'Click-In Failed',
      description: `${readableError(error)} Your click-in is not used.`,
      variant: 'destructive',
    },
    used: false,
  };
}
