import { positionLabel } from 'shared-api';
import { translateMessage } from 'shared-ui';

/**
 * The office a candidate runs for, in the page's language: one of shared-api's nine positions
 * (positions.ts), whose words in every language live with the contract's sentences
 * (shared-api/src/locales), or the candidate's own words, shown as written.
 */
export const positionName = (position: string): string => translateMessage(positionLabel(position));
