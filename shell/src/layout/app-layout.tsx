import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
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
`;

export function AppLayout() {
  return (
    <Shell>
      <TopBar />
      <Main id="main">
        <Outlet />
      </Main>
      <Footer />
    </Shell>
  );
}
