import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Field } from './field';
import { Select } from './select';
import { TextArea } from './text-area';
import { TextInput } from './text-input';
import { renderWithTheme } from './test-utils/render-with-theme';

describe('Field', () => {
  it('labels the control and links the hint', () => {
    renderWithTheme(
      <Field label="Phone" hint="10 digits">
        <TextInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAccessibleDescription('10 digits');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and describes it by the error, then the hint', () => {
    renderWithTheme(
      <Field label="Full Name" hint="As on your ballot" error="Name is too short" required>
        <TextInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    const [errorId, hintId] = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(errorId)).toHaveTextContent('Name is too short');
    expect(document.getElementById(hintId)).toHaveTextContent('As on your ballot');
    expect(input).toHaveAccessibleDescription('Name is too short As on your ballot');
  });

  it('wires TextArea and Select the same way', () => {
    renderWithTheme(
      <>
        <Field label="Biography" error="Required">
          <TextArea />
        </Field>
        <Field label="Position">
          <Select>
            <option value="mayor">Mayor</option>
          </Select>
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Biography' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Position' })).toBeInTheDocument();
  });

  it('works with react-hook-form register (refs reach the DOM)', async () => {
    const onSubmit = jest.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ name: string; bio: string; level: string }>();
      return (
        <form onSubmit={handleSubmit((values) => onSubmit(values))}>
          <Field label="Name">
            <TextInput {...register('name')} />
          </Field>
          <Field label="Bio">
            <TextArea {...register('bio')} />
          </Field>
          <Field label="Level">
            <Select {...register('level')}>
              <option value="a">A</option>
              <option value="b">B</option>
            </Select>
          </Field>
          <button type="submit">Send</button>
        </form>
      );
    }
    const user = userEvent.setup();
    renderWithTheme(<Form />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Bio' }), 'Hello');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'b');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', bio: 'Hello', level: 'b' });
  });
});
