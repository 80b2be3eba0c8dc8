import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { ConnectionNotice } from './connection-notice';
import { Footer } from './footer';
import { TopBar } from './top-bar';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  /* At least a screen tall: the footer starts below the fold, so it does not jump down the
     page when a remote screen replaces its loading spinner (Lighthouse counted that shift as
     0.19 of /home's layout-shift score). */
  min-height: 100vh;
`;

export function AppLayout() {
  return (
    <Shell>
      <TopBar />
      <Main id="main">
        <Outlet />
      </Main>
      <Footer />
      <ConnectionNotice />
    </Shell>
  );
}
