// The network under a file PUT, which is an XMLHttpRequest (fetch reports no upload progress;
// shared-api's uploadFileToUrl). The rest of an upload is fetch, which mockApi answers, so
// everything above these two is the real code (uploadFileToUrl, Uppy, the photo dialog).

export class FakeXhr {
  /** Every request made while installed, oldest first. */
  static sent: FakeXhr[] = [];
  static last(): FakeXhr {
    const xhr = FakeXhr.sent.at(-1);
    if (!xhr) throw new Error('No file was PUT');
    return xhr;
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The browser's progress report: `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  /** The server's answer, as JSON. */
  answer(status: number, body: unknown, statusText = '') {
    this.answerText(status, JSON.stringify(body), statusText);
  }
  /** The server's answer, as the text it sends (possibly empty). */
  answerText(status: number, text: string, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = text;
    this.onload?.();
  }
}

/** Puts FakeXhr in place of XMLHttpRequest for each test of the file calling it. */
export function installFakeXhr() {
  const real = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.sent = [];
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = real;
  });
}
