import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import introVideo from '../assets/intro-loop.mp4';
import { t } from './messages';

// The router waits for this page's words before it renders the page (app-router.tsx).
export { screenMessages } from './messages';

const Stage = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  overflow: hidden;
  cursor: pointer;
  background: ${({ theme }) => theme.colors.background};
  text-align: center;
  padding: ${({ theme }) => theme.space[4]};
`;

const Video = styled.video`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: 0.55;
`;

const Logo = styled.h1`
  position: relative;
  margin: 0;
  font-size: clamp(4rem, 18vw, 10rem);
  font-weight: ${({ theme }) => theme.fontWeights.black};
  letter-spacing: 0.1em;
  color: ${({ theme }) => theme.colors.text};
  text-shadow: ${({ theme }) => theme.shadows.glowGreen};
`;

const Slogan = styled.p`
  position: relative;
  margin: 0;
  font-size: clamp(1.125rem, 4vw, 2rem);
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.gold};
`;

const Enter = styled.button`
  position: relative;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(0, 0, 0, 0.4);
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.1em;
  cursor: pointer;
`;

/** The intro at `/`: a looping muted video, the logo and the slogan; any click goes home. */
export function IntroScreen() {
  const navigate = useNavigate();
  const goHome = () => navigate('/home');
  return (
    <Stage onClick={goHome} data-testid="intro-screen">
      <Video src={introVideo} autoPlay loop muted playsInline aria-hidden="true" />
      <Logo>PAID</Logo>
      <Slogan>{t('brand.slogan')}</Slogan>
      {/* Clicking anywhere works; the button gives keyboard and screen-reader users a target. */}
      <Enter type="button" onClick={goHome}>
        {t('introPage.enter')}
      </Enter>
    </Stage>
  );
}
