import { useState } from 'react';
import styled from 'styled-components';
import { apiRequest, contract, LANGUAGE_NAMES, LANGUAGES, type Language } from 'shared-api';
import { notify, pageLanguage } from 'shared-ui';
import { reloadPage } from '../federation/reload-page';
import { t } from '../messages';

const SwitchButton = styled.button<{ $placement: 'top-bar' | 'footer' }>`
  min-height: 40px;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ $placement, theme }) =>
    $placement === 'footer' ? theme.colors.primaryText : theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: ${({ $placement }) => ($placement === 'footer' ? 'underline' : 'none')};
  cursor: pointer;
  white-space: nowrap;
  &:hover {
    background: ${({ $placement, theme }) =>
      $placement === 'top-bar' ? theme.colors.surfaceRaised : 'transparent'};
  }
  &:disabled {
    cursor: progress;
  }
`;

/**
 * The language switch (docs/languages.md), in the top bar and the footer: names the other
 * language in that language ("Español" on an English page). The server remembers the choice
 * (a cookie; a member's account too) and the page reloads in it: a page keeps one language
 * for its life, and the reload brings its first paint, <html lang> and messages with it.
 */
export function LanguageSwitch({ placement }: { placement: 'top-bar' | 'footer' }) {
  const [busy, setBusy] = useState(false);
  const current = pageLanguage();
  const other: Language = LANGUAGES.find((language) => language !== current) ?? 'en';
  const choose = async () => {
    setBusy(true);
    try {
      await apiRequest(contract.account.setLanguage, { body: { language: other } });
      reloadPage();
    } catch {
      setBusy(false);
      notify({ title: t('language.switchFailed'), variant: 'destructive' });
    }
  };
  return (
    <SwitchButton
      type="button"
      lang={other}
      $placement={placement}
      aria-label={t('language.switchTo', { language: LANGUAGE_NAMES[other] })}
      disabled={busy}
      onClick={() => void choose()}
    >
      {LANGUAGE_NAMES[other]}
    </SwitchButton>
  );
}
