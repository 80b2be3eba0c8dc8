import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs, type TabItem } from './tabs';
import { renderWithTheme } from './test-utils/render-with-theme';

const items: TabItem[] = [
  { value: 'profile', label: 'Profile', content: <p>Profile panel</p> },
  { value: 'platform', label: 'Platform', content: <p>Platform panel</p> },
  { value: 'settings', label: 'Settings', content: <p>Settings panel</p> },
];

describe('Tabs', () => {
  it('renders the ARIA tab pattern with the first tab selected', () => {
    renderWithTheme(<Tabs items={items} label="Sections" />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const [profile, platform] = screen.getAllByRole('tab');
    expect(profile).toHaveAttribute('aria-selected', 'true');
    expect(profile).toHaveAttribute('tabindex', '0');
    expect(platform).toHaveAttribute('aria-selected', 'false');
    expect(platform).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Profile' });
    expect(panel).toHaveTextContent('Profile panel');
    expect(profile).toHaveAttribute('aria-controls', panel.id);
  });

  it('moves focus and selection with Left/Right (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tabs items={items} label="Sections" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Platform' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Platform' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Platform panel');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Profile panel');
  });

  it('keepMounted mounts a panel when first shown and keeps what was typed in it', async () => {
    const user = userEvent.setup();
    const withForm: TabItem[] = [
      items[0],
      { value: 'message', label: 'Message', content: <textarea aria-label="Message text" /> },
    ];
    renderWithTheme(<Tabs items={withForm} label="Sections" keepMounted />);
    // Not mounted before it is shown: its code and queries wait for a look at it.
    expect(screen.queryByLabelText('Message text', { selector: 'textarea' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Message' }));
    await user.type(screen.getByRole('textbox', { name: 'Message text' }), 'Hello');
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    await user.click(screen.getByRole('tab', { name: 'Message' }));
    expect(screen.getByRole('textbox', { name: 'Message text' })).toHaveValue('Hello');
  });

  it('unmounts a hidden panel without keepMounted', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tabs items={items} label="Sections" />);
    await user.click(screen.getByRole('tab', { name: 'Platform' }));
    expect(screen.queryByText('Profile panel')).toBeNull();
  });

  it('skips disabled tabs', async () => {
    const user = userEvent.setup();
    const withDisabled = items.map((item) =>
      item.value === 'platform' ? { ...item, disabled: true } : item,
    );
    renderWithTheme(<Tabs items={withDisabled} label="Sections" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
  });

  it('Tab from the tab list goes to the panel, not to the other tabs', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tabs items={items} label="Sections" />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    function Controlled() {
      const [value, setValue] = useState('settings');
      return (
        <Tabs
          items={items}
          label="Sections"
          value={value}
          onValueChange={(next) => {
            onValueChange(next);
            setValue(next);
          }}
        />
      );
    }
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Settings panel');
    await user.click(screen.getByRole('tab', { name: 'Platform' }));
    expect(onValueChange).toHaveBeenCalledWith('platform');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Platform panel');
  });
});
