import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list, e.g. 'Account sections'. */
  label: string;
  /** Controlled selection; leave undefined to let Tabs keep its own state. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * Keep a panel mounted once it has been shown (a form keeps what was typed when another
   * tab is looked at). A panel is never mounted before it is first shown, so its code and
   * queries cost nothing on a page opened on another tab. Off by default: a hidden panel is
   * unmounted.
   */
  keepMounted?: boolean;
}

// Tabs that do not fit wrap onto a second row, at any width, instead of scrolling sideways: a
// scrolled list cuts its last label and hides its first with no sign that there are more (the
// account screen's eight tabs did so at 1280 px).
const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $selected: boolean }>`
  flex: 0 0 auto;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 0;
  border-bottom: 3px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  ${({ theme }) => theme.media.phone} {
    flex: 1 1 auto;
  }

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space[4]};
`;

const KEY_STEP: Record<string, 'next' | 'prev' | 'first' | 'last'> = {
  ArrowRight: 'next',
  ArrowLeft: 'prev',
  Home: 'first',
  End: 'last',
};

/** WAI-ARIA tabs with automatic activation: arrows move focus and select, wrapping around. */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  keepMounted = false,
}: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const firstEnabled = items.find((item) => !item.disabled)?.value;
  const [ownValue, setOwnValue] = useState(defaultValue ?? firstEnabled);
  const selected = value ?? ownValue;
  // The panels shown so far (kept mounted under keepMounted). Noted during render, so the
  // selected panel mounts in the same render that selects it.
  const shown = useRef(new Set<string>());
  if (selected !== undefined) shown.current.add(selected);
  // If the selection matches no enabled tab, the first enabled one still takes Tab focus.
  const tabStop = items.some((item) => item.value === selected && !item.disabled)
    ? selected
    : firstEnabled;

  const select = (next: string) => {
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = KEY_STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const enabled = items.filter((item) => !item.disabled);
    if (enabled.length === 0) return;
    const at = enabled.indexOf(items[index]);
    const target = {
      next: enabled[(at + 1) % enabled.length],
      prev: enabled[(at - 1 + enabled.length) % enabled.length],
      first: enabled[0],
      last: enabled[enabled.length - 1],
    }[step];
    tabRefs.current.get(target.value)?.focus();
    select(target.value);
  };

  const tabId = (item: TabItem) => `${baseId}-tab-${item.value}`;
  const panelId = (item: TabItem) => `${baseId}-panel-${item.value}`;

  return (
    <div>
      <TabList role="tablist" aria-label={label}>
        {items.map((item, index) => {
          const isSelected = item.value === selected;
          return (
            <Tab
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item)}
              aria-selected={isSelected}
              aria-controls={panelId(item)}
              // Roving tabindex: Tab lands on the selected tab, arrows move within the list.
              tabIndex={item.value === tabStop ? 0 : -1}
              disabled={item.disabled}
              $selected={isSelected}
              onClick={() => select(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {items.map((item) => {
        const isSelected = item.value === selected;
        return (
          <Panel
            key={item.value}
            role="tabpanel"
            id={panelId(item)}
            aria-labelledby={tabId(item)}
            hidden={!isSelected}
            tabIndex={0}
          >
            {isSelected || (keepMounted && shown.current.has(item.value)) ? item.content : null}
          </Panel>
        );
      })}
    </div>
  );
}
