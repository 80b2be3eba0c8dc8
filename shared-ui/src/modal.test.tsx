import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { renderWithTheme } from './test-utils/render-with-theme';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Upload photo">
        <input aria-label="File name" />
        <Button>Upload</Button>
      </Modal>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithTheme(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open dialog' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Upload photo' }) };
}

describe('Modal', () => {
  it('is a modal dialog labelled by its title, portalled to the body', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('moves focus into the dialog on open', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button and returns focus', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('traps focus with Tab and Shift+Tab', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'File name' })).toHaveFocus();
    await user.tab();
    expect(upload).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(upload).toHaveFocus();
  });
});
