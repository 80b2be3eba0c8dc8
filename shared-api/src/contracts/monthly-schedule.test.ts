import { formatChargeDay } from './monthly-schedule';

// The English is written by hand (no ICU at a page's start): it must say what Intl says for
// the same day, the long en-US style in UTC, on every day of a leap year and the years around.

test("writes every day as Intl's long en-US style does", () => {
  const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' });
  for (let time = Date.UTC(2027, 0, 1); time < Date.UTC(2029, 1, 2); time += 86_400_000) {
    const day = new Date(time).toISOString().slice(0, 10);
    expect(formatChargeDay(day)).toBe(intl.format(new Date(time)));
  }
  expect(formatChargeDay('2028-11-07')).toBe('November 7, 2028');
});
