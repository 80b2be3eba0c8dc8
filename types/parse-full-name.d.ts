// The part of parse-full-name (npm, plain JavaScript) the server uses:
// server/src/committee-report/fec-name.ts.
declare module 'parse-full-name' {
  export interface ParsedName {
    title: string;
    first: string;
    middle: string;
    last: string;
    nick: string;
    suffix: string;
    error: string[];
  }
  /** fixCase: -1 fixes all-upper or all-lower input, 0 keeps the case, 1 always fixes. */
  export function parseFullName(
    nameToParse: string,
    partToReturn: 'all',
    fixCase: -1 | 0 | 1,
    stopOnError: 0 | 1,
    useLongLists: 0 | 1,
  ): ParsedName;
}
