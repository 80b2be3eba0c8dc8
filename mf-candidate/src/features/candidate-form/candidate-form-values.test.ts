import { ApiError } from 'shared-api';
import { candidateFieldErrorsOf, candidateFormValuesOf } from './candidate-form-values';
import { candidateProfile } from './candidate-test-data';

describe('candidateFormValuesOf', () => {
  it("shows a profile's missing texts as empty fields", () => {
    expect(
      candidateFormValuesOf(
        candidateProfile({ email: null, phone: null, bio: null, platform: null }),
      ),
    ).toEqual({
      name: 'Jane Doe',
      position: 'Mayor',
      geographicCode: '06037',
      email: '',
      phone: '',
      bio: '',
      experience: 'School board',
      platform: '',
    });
  });

  it("shows a standalone application's position value as its label", () => {
    expect(
      candidateFormValuesOf(candidateProfile({ position: 'us-representative' })).position,
    ).toBe('US Representative');
  });

  it("starts a user without a profile from the account's name and email", () => {
    const values = candidateFormValuesOf(null, {
      email: 'sam@example.com',
      firstName: 'Sam',
      lastName: null,
    });
    expect(values).toMatchObject({ name: 'Sam', email: 'sam@example.com', position: '' });
    expect(candidateFormValuesOf(null).name).toBe('');
  });
});

describe('candidateFieldErrorsOf', () => {
  it("takes a 400's field messages for the form's own fields only", () => {
    const error = new ApiError(400, '400: {...}', {
      message: 'Invalid body',
      errors: { geographicCode: 'Enter a real code', 'body.extra': 'Unknown', phone: 'Too short' },
    });
    expect(candidateFieldErrorsOf(error)).toEqual([
      ['geographicCode', 'Enter a real code'],
      ['phone', 'Too short'],
    ]);
  });

  it('finds none in other failures', () => {
    expect(candidateFieldErrorsOf(new ApiError(500, '500: Internal Server Error'))).toEqual([]);
    expect(candidateFieldErrorsOf(new TypeError('Failed to fetch'))).toEqual([]);
  });
});
