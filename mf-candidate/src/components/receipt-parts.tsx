import styled from 'styled-components';
import { Badge, Cluster, lazyDateFormat } from 'shared-ui';
import { t } from '../messages';

// What every receipt of a gift shows the same way: the thank-you state after giving
// (features/donate) and the printable receipt in My donations (features/my-donations).

/** The receipt's facts as label / value pairs. */
export const ReceiptDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const dateFormat = lazyDateFormat({ dateStyle: 'long', timeStyle: 'short' });

/** A gift's time as a receipt shows it ('November 20, 2026 at 10:00 AM'). */
export function ReceiptTime({ at }: { at: string }) {
  return <time dateTime={at}>{dateFormat(new Date(at))}</time>;
}

const Note = styled(Cluster).attrs({ as: 'p', $gap: 2 })`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The test-mode provider charged it: say plainly that no money moved (in English, shared-api's
 * TEST_MODE_RECEIPT_NOTE, which the mailed receipt carries; a test holds them equal).
 */
export function TestModeNote() {
  return (
    <Note>
      <Badge $tone="yellow">{t('common.testMode')}</Badge>
      {t('receipt.testModeNote')}
    </Note>
  );
}
