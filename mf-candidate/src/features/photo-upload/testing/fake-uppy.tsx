// Test-only stand-ins for Uppy, which ships as ES modules Jest does not load. A test file
// swaps them in through its jest.mock factories:
//
//   type FakeUppyModule = typeof import('../testing/fake-uppy');
//   jest.mock('@uppy/core', () => jest.requireActual<FakeUppyModule>('../testing/fake-uppy').fakeUppyCore());
//   jest.mock('@uppy/react/dashboard', () => jest.requireActual<FakeUppyModule>('../testing/fake-uppy').fakeDashboard());
//
// FakeUppy keeps the parts of Uppy's API our code uses (plugins, uploaders, files, events),
// so tests drive it the way the Dashboard would: add a file, upload, watch the events.

type Listener = (...args: unknown[]) => void;

export interface FakeFile {
  id: string;
  name: string;
  type: string;
  size: number;
  data: Blob;
  isRemote: false;
  error?: string | null;
  progress: { uploadComplete?: boolean; uploadStarted: number | null };
}

export class FakeBasePlugin {
  uppy: FakeUppy;
  opts: Record<string, unknown>;
  id = '';
  type = '';

  constructor(uppy: FakeUppy, opts?: Record<string, unknown>) {
    this.uppy = uppy;
    this.opts = opts ?? {};
  }
  install() {}
  uninstall() {}
}

export class FakeUppy {
  static instances: FakeUppy[] = [];
  static latest(): FakeUppy {
    const uppy = FakeUppy.instances.at(-1);
    if (!uppy) throw new Error('No Uppy was created');
    return uppy;
  }

  opts: Record<string, unknown>;
  plugins: FakeBasePlugin[] = [];
  uploaders: ((fileIDs: string[]) => Promise<void>)[] = [];
  files = new Map<string, FakeFile>();
  /** Every emitted event, in order: [name, ...args]. */
  emitted: [string, ...unknown[]][] = [];
  destroyed = false;
  #listeners = new Map<string, Set<Listener>>();

  constructor(opts: Record<string, unknown> = {}) {
    this.opts = opts;
    FakeUppy.instances.push(this);
  }

  use(
    Plugin: new (uppy: FakeUppy, opts?: Record<string, unknown>) => FakeBasePlugin,
    opts?: Record<string, unknown>,
  ) {
    const plugin = new Plugin(this, opts);
    this.plugins.push(plugin);
    plugin.install();
    return this;
  }
  on(event: string, listener: Listener) {
    if (!this.#listeners.has(event)) this.#listeners.set(event, new Set());
    this.#listeners.get(event)?.add(listener);
    return this;
  }
  off(event: string, listener: Listener) {
    this.#listeners.get(event)?.delete(listener);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push([event, ...args]);
    for (const listener of [...(this.#listeners.get(event) ?? [])]) listener(...args);
  }
  listenerCount(event: string) {
    return this.#listeners.get(event)?.size ?? 0;
  }
  addUploader(fn: (fileIDs: string[]) => Promise<void>) {
    this.uploaders.push(fn);
  }
  removeUploader(fn: (fileIDs: string[]) => Promise<void>) {
    this.uploaders = this.uploaders.filter((uploader) => uploader !== fn);
  }
  addFile(file: File): string {
    const id = `uppy-${file.name}`;
    this.files.set(id, {
      id,
      name: file.name,
      type: file.type,
      size: file.size,
      data: file,
      isRemote: false,
      progress: { uploadStarted: null },
    });
    this.emit('file-added', this.files.get(id));
    return id;
  }
  removeFile(id: string) {
    const file = this.files.get(id);
    this.files.delete(id);
    this.emit('file-removed', file);
  }
  getFile(id: string) {
    return this.files.get(id);
  }
  getFilesByIds(ids: string[]) {
    return ids.map((id) => this.files.get(id)).filter((file) => file !== undefined);
  }
  /** What the Dashboard's Upload button does: every uploader, on every file. */
  async upload() {
    this.emit('upload');
    for (const uploader of this.uploaders) await uploader([...this.files.keys()]);
  }
  destroy() {
    this.destroyed = true;
    for (const plugin of this.plugins) plugin.uninstall();
  }
}

/** The '@uppy/core' module: Uppy (default and named) and BasePlugin. */
export function fakeUppyCore() {
  return { __esModule: true, default: FakeUppy, Uppy: FakeUppy, BasePlugin: FakeBasePlugin };
}

/** The props the last Dashboard was rendered with. */
export const dashboardProps: { current: Record<string, unknown> | null } = { current: null };

function FakeDashboard(props: Record<string, unknown>) {
  dashboardProps.current = props;
  return <div data-testid="uppy-dashboard">{String(props.note ?? '')}</div>;
}

/** The '@uppy/react/dashboard' module. */
export function fakeDashboard() {
  return { __esModule: true, default: FakeDashboard };
}
