import { ApiError, readableError } from 'shared-api';
import type { NotifyOptions } from 'shared-ui';
import { t } from '../../messages';

// What a person reads when the server does not grant a click-in (docs/video.md: 401 visitor,
// 403 not a verified candidate or a debater of this stage, 404 no debate, 409 already used).
// The spec's toasts where it has words for the case (docs/errors.md), the server's own
// sentence otherwise; never "You're Live!".

export const alreadyUsedToast = (): NotifyOptions => ({
  title: t('clickIn.alreadyUsedTitle'),
  description: t('clickIn.alreadyUsedText'),
  variant: 'destructive',
});

const registrationRequiredToast = (): NotifyOptions => ({
  title: t('clickIn.registrationRequiredTitle'),
  description: t('clickIn.registrationRequiredText'),
  variant: 'destructive',
});

const logInRequiredToast = (): NotifyOptions => ({
  title: t('clickIn.logInTitle'),
  description: t('clickIn.logInText'),
  variant: 'destructive',
});

export interface ClickInRefusal {
  toast: NotifyOptions;
  /** The server holds this debate's click-in as used (the panel then says 'Click-In Used'). */
  used: boolean;
}

export function clickInRefusal(error: unknown): ClickInRefusal {
  if (error instanceof ApiError) {
    if (error.status === 409) return { toast: alreadyUsedToast(), used: true };
    if (error.status === 401) return { toast: logInRequiredToast(), used: false };
    if (error.status === 403) return { toast: registrationRequiredToast(), used: false };
    if (error.status < 500) {
      // No debate on this stage any more (404), or a reason the spec has no words for.
      return {
        toast: {
          title: t('clickIn.notAvailableTitle'),
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
      title: t('clickIn.failedTitle'),
      description: t('clickIn.failedText', { reason: readableError(error) }),
      variant: 'destructive',
    },
    used: false,
  };
}
