import {
  ALREADY_REPORTED_COMMENT_MESSAGE,
  ALREADY_REPORTED_MESSAGE,
  ALT_TEXT_MAX_CHARS,
  ALT_TEXT_REQUIRED_MESSAGE,
  ALT_TEXT_TOO_LONG_MESSAGE,
  ALT_TEXT_WITHOUT_IMAGE_MESSAGE,
  EMPTY_POST_MESSAGE,
  FORM_RULES_UNAVAILABLE,
  REPORT_DETAILS_MAX_CHARS,
  REPORT_DETAILS_REQUIRED_MESSAGE,
  REPORT_DETAILS_TOO_LONG_MESSAGE,
  REPORT_REASON_REQUIRED_MESSAGE,
} from 'shared-api';
import { translateMessage } from 'shared-ui';
import { t } from '../messages';

// The forms' rules are the server's own schemas (post-resolvers.ts), whose messages are the
// contract's English. These are the ones the Shorts forms and toasts can show, each in the page's
// language; any other sentence is shared-api's catalogue's to translate (translateMessage: its
// translation when it has one, else the English as written). The server answers a refused field
// in the request's language by itself.

/** A message of the posts' and reports' contract in the page's language. */
export function contractMessage(message: string): string;
export function contractMessage(message: string | undefined): string | undefined;
export function contractMessage(message: string | undefined): string | undefined {
  switch (message) {
    case EMPTY_POST_MESSAGE:
      return t('contract.emptyPost');
    case ALT_TEXT_REQUIRED_MESSAGE:
      return t('contract.altTextRequired');
    case ALT_TEXT_TOO_LONG_MESSAGE:
      return t('contract.altTextTooLong', { max: ALT_TEXT_MAX_CHARS });
    case ALT_TEXT_WITHOUT_IMAGE_MESSAGE:
      return t('contract.altTextWithoutImage');
    case REPORT_REASON_REQUIRED_MESSAGE:
      return t('contract.reasonRequired');
    case REPORT_DETAILS_REQUIRED_MESSAGE:
      return t('contract.detailsRequired');
    case REPORT_DETAILS_TOO_LONG_MESSAGE:
      return t('contract.detailsTooLong', { max: REPORT_DETAILS_MAX_CHARS });
    case ALREADY_REPORTED_MESSAGE:
      return t('contract.alreadyReportedPost');
    case ALREADY_REPORTED_COMMENT_MESSAGE:
      return t('contract.alreadyReportedComment');
    case FORM_RULES_UNAVAILABLE:
      return t('contract.formRulesUnavailable');
    default:
      return message === undefined ? undefined : translateMessage(message);
  }
}
