import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { US_STATES } from 'shared-api';
import { t } from '../messages';
import { PreloadLink } from './preload-link';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  letter-spacing: 0.08em;
  cursor: pointer;
`;

const Panel = styled.div`
  position: fixed;
  top: 60px;
  left: 50%;
  transform: translateX(-50%);
  width: min(960px, calc(100vw - 16px));
  max-height: calc(100vh - 80px);
  overflow-y: auto;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => `${theme.space[1]} 0 ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StateLink = styled(PreloadLink)`
  display: block;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The top bar's PAID button and its 'PAID PARTIES' drop-down of the 50 state competitions. */
export function StatesDropdown({ open, onOpenChange }: Props) {
  const panelId = useId();
  const titleId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOpenChange(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, onOpenChange]);

  return (
    <Wrapper ref={wrapper}>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        PAID
      </Toggle>
      {open && (
        <Panel id={panelId} role="region" aria-labelledby={titleId}>
          <Title id={titleId}>{t('statesMenu.title')}</Title>
          <Subtitle>{t('statesMenu.subtitle')}</Subtitle>
          <nav aria-label={t('statesMenu.navLabel')}>
            <Grid>
              {US_STATES.map((state) => (
                <li key={state.code}>
                  <StateLink to={`/PaidState/${state.code}`} onClick={() => onOpenChange(false)}>
                    {state.name} ({state.code})
                  </StateLink>
                </li>
              ))}
            </Grid>
          </nav>
        </Panel>
      )}
    </Wrapper>
  );
}
