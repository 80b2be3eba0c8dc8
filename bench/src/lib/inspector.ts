import WebSocket from 'ws';

// The memory of another process (a server started with `--inspect=127.0.0.1:<port>`, see
// startServer's nodeArgs), read through its inspector over the Chrome DevTools Protocol:
// HeapProfiler.collectGarbage (twice: what the first collection's finalizers release goes in
// the second), then Runtime.evaluate of process.memoryUsage(), which runs in that process. RSS
// alone (process-memory.ts) moves with whatever garbage is waiting, so it cannot tell what
// one connection costs; the live heap after a full collection can. Node 20 has no global
// WebSocket, hence the `ws` package.

/** process.memoryUsage() of the other process, in bytes, after two full collections. */
export interface MemoryUsage {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

interface CdpAnswer {
  id: number;
  result?: unknown;
  error?: { message: string };
}

/** The inspector's websocket address for the process listening on `port`. */
async function debuggerUrl(port: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
        type?: string;
        webSocketDebuggerUrl?: string;
      }[];
      const target = targets.find((t) => t.type === 'node' && t.webSocketDebuggerUrl);
      if (target?.webSocketDebuggerUrl) return target.webSocketDebuggerUrl;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`no inspector on 127.0.0.1:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Connects to the inspector on `port`, collects the garbage twice, reads
 * process.memoryUsage() and disconnects (no session stays attached while the bench runs).
 */
export async function memoryAfterGc(port: number): Promise<MemoryUsage> {
  const socket = new WebSocket(await debuggerUrl(port), { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: unknown) => void; reject: (e: Error) => void }>();
  socket.on('message', (raw) => {
    const answer = JSON.parse(String(raw)) as CdpAnswer;
    const waiting = pending.get(answer.id);
    if (!waiting) return; // an event, not an answer
    pending.delete(answer.id);
    if (answer.error) waiting.reject(new Error(answer.error.message));
    else waiting.resolve(answer.result);
  });
  socket.on('close', () => {
    for (const waiting of pending.values()) waiting.reject(new Error('inspector closed'));
    pending.clear();
  });
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const evaluated = (await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })) as { result: { value?: unknown }; exceptionDetails?: { text: string } };
    if (evaluated.exceptionDetails || typeof evaluated.result.value !== 'string') {
      throw new Error(`process.memoryUsage() failed: ${evaluated.exceptionDetails?.text ?? '?'}`);
    }
    return JSON.parse(evaluated.result.value) as MemoryUsage;
  } finally {
    await new Promise<void>((resolve) => {
      if (socket.readyState === WebSocket.CLOSED) return resolve();
      socket.once('close', () => resolve());
      socket.close();
    });
  }
}
