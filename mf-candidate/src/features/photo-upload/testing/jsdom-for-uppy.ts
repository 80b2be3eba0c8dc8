// What jsdom lacks and Uppy's Dashboard uses: a size for its layout (this ResizeObserver
// reports one at once) and object URLs for thumbnails (jsdom draws none). Call at the top of a
// test file that renders the real Dashboard.
class InstantResizeObserver {
  readonly #callback: ResizeObserverCallback;
  constructor(callback: ResizeObserverCallback) {
    this.#callback = callback;
  }
  observe(target: Element) {
    const entry = { target, contentRect: { width: 750, height: 550 } };
    this.#callback([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

export function prepareJsdomForUppy(): void {
  globalThis.ResizeObserver ??= InstantResizeObserver as unknown as typeof ResizeObserver;
  URL.createObjectURL ??= () => 'blob:thumbnail';
  URL.revokeObjectURL ??= () => undefined;
}
