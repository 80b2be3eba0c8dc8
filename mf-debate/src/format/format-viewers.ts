import { formatNumber } from 'shared-ui';

/** '1 viewer', '1,287 viewers': the same words on the page header and on the stage. */
export function formatViewers(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'viewer' : 'viewers'}`;
}
