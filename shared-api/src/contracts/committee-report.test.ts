import { committeeReportRangeSchema, daysInRange } from './committee-report';

// The committee report's range: the account page's form and the server's query parse it.

const errorsOf = (value: unknown) => {
  const result = committeeReportRangeSchema.safeParse(value);
  return result.success
    ? {}
    : // The first message of each field, as the server's 400 and the form show it.
      Object.fromEntries(
        result.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]),
      );
};

describe('committeeReportRangeSchema', () => {
  it('takes an inclusive range of real dates', () => {
    expect(errorsOf({ from: '2026-03-01', to: '2026-03-01' })).toEqual({});
    expect(errorsOf({ from: ' 2026-01-01 ', to: '2026-12-31' })).toEqual({});
    // The earliest start is data (the first cycle's first day): the server checks it.
    expect(errorsOf({ from: '2024-02-29', to: '2024-03-01' })).toEqual({});
  });

  it('names the field to change', () => {
    expect(errorsOf({ from: '', to: '2026-01-01' })).toEqual({ from: 'Enter the start date' });
    expect(errorsOf({ from: '2026-02-29', to: '2026-03-01' })).toEqual({
      from: 'Enter the start date as YYYY-MM-DD',
    });
    expect(errorsOf({ from: '2026-03-02', to: '2026-03-01' })).toEqual({
      to: 'The end date must be on or after the start date',
    });
    expect(errorsOf({ from: '2024-11-06', to: '2026-11-07' })).toEqual({
      to: 'A report covers at most 731 days (two years)',
    });
    expect(errorsOf({ from: '2024-11-06', to: '2026-11-06' })).toEqual({});
  });

  it('counts days in UTC, both ends included', () => {
    expect(daysInRange('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysInRange('2026-03-01', '2026-03-31')).toBe(31);
    expect(daysInRange('2024-11-06', '2026-11-03')).toBe(728);
  });
});
