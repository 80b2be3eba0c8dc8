import { parseCandidateId } from './route-params';

describe('parseCandidateId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
  ])('reads %p as %p', (segment, id) => {
    expect(parseCandidateId(segment)).toBe(id);
  });

  it.each([
    [undefined],
    [''],
    ['abc'],
    ['0'],
    ['-1'],
    ['1e3'],
    ['0x10'],
    [' 7'],
    ['7.5'],
    ['2147483648'],
    ['007'],
  ])('rejects %p', (segment) => {
    expect(parseCandidateId(segment)).toBeNull();
  });
});
