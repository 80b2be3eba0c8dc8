import { act, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ApiError } from './request';
import { setServerFieldErrors } from './server-field-errors';

interface Values {
  name: string;
  state: string;
  card: { number: string };
}

const refused = (errors: Record<string, string>) =>
  new ApiError(400, '400: ...', { message: 'Invalid body: name: Name is required', errors });

describe('setServerFieldErrors', () => {
  it("puts each of a 400's field messages on its field, focusing the first only", () => {
    const setError = jest.fn();
    const placed = setServerFieldErrors<Values>(
      refused({ name: 'Name is required', 'card.number': 'Card number is invalid' }),
      setError,
      ['name', 'card.number'],
    );
    expect(placed).toEqual(['name', 'card.number']);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'Name is required' }, { shouldFocus: true }],
      [
        'card.number',
        { type: 'server', message: 'Card number is invalid' },
        { shouldFocus: false },
      ],
    ]);
  });

  it('leaves out keys the form has no field for, and renames the ones it shows elsewhere', () => {
    const setError = jest.fn();
    const placed = setServerFieldErrors<Values>(
      refused({ body: 'Expected object', geographicCode: 'No such place', state: 'Bad state' }),
      setError,
      ['name', 'state'],
      { rename: { geographicCode: 'state' }, shouldFocus: false },
    );
    // geographicCode lands on state first; the server's own 'state' key adds nothing more.
    expect(placed).toEqual(['state']);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'state',
      { type: 'server', message: 'No such place' },
      { shouldFocus: false },
    );
  });

  it('takes a test instead of a list', () => {
    const setError = jest.fn();
    const isField = (key: string): key is 'card.number' => key.startsWith('card.');
    expect(
      setServerFieldErrors<Values>(
        refused({ name: 'x', 'card.number': 'Card number is invalid' }),
        setError,
        isField,
      ),
    ).toEqual(['card.number']);
  });

  it('sets nothing for an answer without field messages or for a lost connection', () => {
    const setError = jest.fn();
    expect(
      setServerFieldErrors<Values>(new ApiError(500, '500: boom'), setError, ['name']),
    ).toEqual([]);
    expect(
      setServerFieldErrors<Values>(
        new ApiError(409, '409: taken', { message: 'taken' }),
        setError,
        ['name'],
      ),
    ).toEqual([]);
    expect(
      setServerFieldErrors<Values>(new TypeError('Failed to fetch'), setError, ['name']),
    ).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
  });

  it("shows the message in a real form's errors and focuses the field", () => {
    function NameForm({ onForm }: { onForm: (form: ReturnType<typeof useForm<Values>>) => void }) {
      const form = useForm<Values>({ defaultValues: { name: '', state: '' } });
      onForm(form);
      return (
        <form>
          <label>
            Name <input {...form.register('name')} />
          </label>
          <p role="alert">{form.formState.errors.name?.message}</p>
        </form>
      );
    }
    let form!: ReturnType<typeof useForm<Values>>;
    render(<NameForm onForm={(value) => (form = value)} />);
    act(() => {
      setServerFieldErrors(refused({ name: 'Name is required' }), form.setError, ['name']);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(form.getFieldState('name').error?.type).toBe('server');
  });
});
