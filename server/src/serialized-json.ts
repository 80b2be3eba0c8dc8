// A JSON answer serialized once and sent many times. Domain caches (a feed page, a channel's
// messages, a chart summary) hold it, and the HTTP layer sends its text as it is
// (http/validate.ts), so it lives below both.

/**
 * An answer serialized once and sent many times (a cached summary): JSON.stringify of a
 * few kilobytes costs more than the rest of a cached request. Typed by the value it holds.
 */
export class SerializedJson<T> {
  readonly text: string;
  constructor(readonly value: T) {
    this.text = JSON.stringify(value);
  }
}
