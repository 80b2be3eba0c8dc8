import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { t } from '../../../messages';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** No channel or candidates are asked for: there is no such state (docs/errors.md: a 404). */
export function UnknownStateNote({ code }: { code: string }) {
  return (
    <Note>
      {t('unknownState.note', { code })} <Link to="/home">{t('unknownState.seeAll')}</Link>
    </Note>
  );
}
