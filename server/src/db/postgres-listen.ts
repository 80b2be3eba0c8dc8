import pg from 'pg';

// LISTEN on PostgreSQL for live push: one connection of its own, outside the pool
// (a pooled connection would be handed to queries and lose its LISTEN). When it drops (a
// restart of the database, a network cut) it comes back by itself, retrying every second, and
// then says so (`onGap`): whatever was notified meanwhile was not heard, and the caller reads
// it from where it is kept (live_events). `onLost` says when it drops (GET /api/health).

const RETRY_MS = 1_000;

export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onGap: () => void = () => {},
  onLost: () => void = () => {},
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotify(message.payload);
    });
    // Errors and ends of an established connection: start again (one retry at a time).
    const lost = () => {
      if (client !== next || stopped) return;
      client = undefined;
      next.end().catch(() => {});
      onLost();
      scheduleRetry();
    };
    next.on('error', lost);
    next.on('end', lost);
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  }

  function scheduleRetry(): void {
    if (retry || stopped) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(onGap, scheduleRetry);
    }, RETRY_MS);
    retry.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}
