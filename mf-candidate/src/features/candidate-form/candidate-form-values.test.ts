import { ApiError, setServerFieldErrors } from 'shared-api';
import {
  candidatePlatformValuesOf,
  candidateProfileValuesOf,
  PLATFORM_FIELDS,
  PROFILE_FIELDS,
} from './candidate-form-values';
import { candidateProfile } from './candidate-test-data';

describe('candidateProfileValuesOf', () => {
  it("shows a profile's missing texts as empty fields", () => {
    expect(
      candidateProfileValuesOf(
        candidateProfile({ email: null, phone: null, bio: null, platform: null }),
      ),
    ).toEqual({
      name: 'Jane Doe',
      position: 'Mayor',
      geographicCode: '06037',
      email: '',
      phone: '',
      bio: '',
    });
  });

  it("shows a standalone application's position value as its label", () => {
    expect(
      candidateProfileValuesOf(candidateProfile({ position: 'us-representative' })).position,
    ).toBe('US Representative');
  });

  it("starts a user without a profile from the account's name, never its private email", () => {
    const values = candidateProfileValuesOf(null, {
      email: 'sam@example.com',
      firstName: 'Sam',
      lastName: null,
    });
    // The Email field is the public campaign contact: the login address is not offered as it.
    expect(values).toMatchObject({ name: 'Sam', email: '', position: '' });
    expect(candidateProfileValuesOf(null).name).toBe('');
  });
});

describe('candidatePlatformValuesOf', () => {
  it("shows the profile's experience and platform, missing ones as empty fields", () => {
    expect(candidatePlatformValuesOf(candidateProfile({ platform: null }))).toEqual({
      experience: 'School board',
      platform: '',
    });
    expect(candidatePlatformValuesOf(null)).toEqual({ experience: '', platform: '' });
  });
});

describe("a refused save's field messages (setServerFieldErrors with the tab's fields)", () => {
  const placedOn = (error: unknown, fields: readonly string[]) => {
    const setError = jest.fn();
    setServerFieldErrors(error, setError, fields);
    return setError.mock.calls.map(([field, { message }]) => [field, message]);
  };

  it("takes a 400's field messages for the tab's own fields only", () => {
    const error = new ApiError(400, '400: {...}', {
      message: 'Invalid body',
      errors: { geographicCode: 'Enter a real code', 'body.extra': 'Unknown', phone: 'Too short' },
    });
    expect(placedOn(error, PROFILE_FIELDS)).toEqual([
      ['geographicCode', 'Enter a real code'],
      ['phone', 'Too short'],
    ]);
    expect(placedOn(error, PLATFORM_FIELDS)).toEqual([]);
  });

  it('finds none in other failures', () => {
    expect(placedOn(new ApiError(500, '500: Internal Server Error'), PROFILE_FIELDS)).toEqual([]);
    expect(placedOn(new TypeError('Failed to fetch'), PLATFORM_FIELDS)).toEqual([]);
  });
});
