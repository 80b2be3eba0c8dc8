import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { renderWithTheme } from './test-utils/render-with-theme';

describe('Button', () => {
  it('is a non-submitting button by default', () => {
    renderWithTheme(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('does not fire onClick when disabled', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Go live
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go live' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is activated from the keyboard', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Start</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders as a link with `as` and no button type', () => {
    renderWithTheme(
      <Button as="a" href="/home" $variant="gold">
        Home
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link).toHaveAttribute('href', '/home');
    expect(link).not.toHaveAttribute('type');
  });

  it('does not leak style props to the DOM', () => {
    renderWithTheme(
      <Button $variant="danger" $size="lg" $fullWidth>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.getAttributeNames().filter((name) => name.startsWith('$'))).toEqual([]);
  });
});
