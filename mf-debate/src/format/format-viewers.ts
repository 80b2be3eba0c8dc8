import { formatNumber } from 'shared-ui';
import { t } from '../messages';

/**
 * '1 viewer', '1,287 viewers': the same words on the page header and on the stage. The two
 * forms are chosen here rather than by an ICU plural: Lingui's plural makes Intl objects, and
 * the tournament page starts without loading ICU's data (bench/page-checks/start-up-work).
 */
export function formatViewers(count: number): string {
  return t(count === 1 ? 'viewers.one' : 'viewers.other', { count: formatNumber(count) });
}
