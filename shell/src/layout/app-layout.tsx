import { Outlet } from 'react-router-dom';
import { SkipLink, Stack } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../messages';
import { ConnectionNotice } from './connection-notice';
import { Footer } from './footer';
import { TopBar } from './top-bar';

// The window's height shared by top bar, page and footer: the page takes what is left, so a
// short page (404, log-in) ends with the footer at the window's bottom and does not scroll.
const Shell = styled(Stack).attrs({ $gap: 0 })`
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  /* While a screen loads (the shell's remote loader, or a remote's own LoadingState), the
     page area is a window tall: the footer waits below the fold instead of jumping into view
     and out again as loading states of different heights follow each other (Lighthouse
     counted 0.19-0.28 of layout shift for that). A loaded short page fits the window. */
  &:has([data-screen-loading]) {
    min-height: 100vh;
  }
  /* It takes the focus only from the skip link, as where the next Tab starts: no ring. */
  &:focus {
    outline: none;
  }
`;

export function AppLayout() {
  return (
    <Shell>
      {/* The first stop of the Tab key: past the top bar's links to the page itself. */}
      <SkipLink targetId="main">{t('layout.skipToMain')}</SkipLink>
      <TopBar />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <ConnectionNotice />
    </Shell>
  );
}
