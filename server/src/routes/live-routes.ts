import type { FastifyInstance } from 'fastify';
import {
  LIVE_EVENT_ID_PATTERN,
  LIVE_PATH,
  LIVE_READY_EVENT,
  LIVE_RESYNC_EVENT,
  liveQuerySchema,
} from 'shared-api/contracts';
import type { LiveEvent, LiveHub } from '../live/live-hub';
import { DEFAULT_LIVE_STREAMS_PER_ADDRESS } from '../config';
import { HttpError } from '../http/http-error';
import { parseOrThrow } from '../http/validate';

// GET /api/live?topics=...: Server-Sent Events, through @fastify/sse. A page opens
// one connection for everything it follows; each event's SSE id is its live_events id, so a
// browser that reconnects (by itself, with Last-Event-ID, to whichever server the balancer
// picks) first gets what it missed, then the rest as it happens.

/** How soon a browser reconnects after the connection drops (the SSE `retry` field). */
export const LIVE_RETRY_MS = 1_000;
/** Ids a connection remembers having sent, so a replayed event is never sent twice. */
const SENT_IDS_KEPT = 2_000;

export const LIVE_STREAMS_PER_ADDRESS_MESSAGE =
  'Too many live connections from this address; close some tabs and try again';

export function registerLiveRoutes(
  app: FastifyInstance,
  hub: LiveHub,
  streamsPerAddress = DEFAULT_LIVE_STREAMS_PER_ADDRESS,
): void {
  const open = new Set<() => void>();
  /** Open streams per client address on this server: an open stream holds memory. */
  const perAddress = new Map<string, number>();
  // Streams never end by themselves: close them so that the server can stop.
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });
  app.addHook('onClose', () => hub.close());

  app.get(LIVE_PATH, { sse: { kind: 'only' } }, async (request, reply) => {
    const query = parseOrThrow(liveQuerySchema, request.query, 'query');
    const address = request.ip;
    const streams = perAddress.get(address) ?? 0;
    if (streams >= streamsPerAddress) throw new HttpError(429, LIVE_STREAMS_PER_ADDRESS_MESSAGE);
    perAddress.set(address, streams + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const now = (perAddress.get(address) ?? 1) - 1;
      if (now > 0) perAddress.set(address, now);
      else perAddress.delete(address);
    };
    // Counted until the connection ends, whichever way it ends.
    reply.raw.once('close', release);
    const header = request.headers['last-event-id'];
    const resumeFrom =
      typeof header === 'string' && LIVE_EVENT_ID_PATTERN.test(header) ? header : query.lastEventId;
    const sse = reply.sse;

    const sent = new Set<number>();
    // One write at a time, each after the one before it: Node holds a response's writes of
    // one tick together, and past 16 KB (a replay, a burst of gifts) every further write of
    // the plugin waited for 'drain' with listeners of its own, dozens on one response.
    let writing: Promise<void> = Promise.resolve();
    const send = (event: LiveEvent) => {
      if (sent.has(event.id) || !sse.isConnected) return;
      sent.add(event.id);
      if (sent.size > SENT_IDS_KEPT) sent.delete(sent.values().next().value as number);
      writing = writing
        .then(() =>
          sse.send({
            id: String(event.id),
            event: event.kind,
            data: { topic: event.topic, data: event.data },
          }),
        )
        .catch(() => {}); // the client went away; onClose unsubscribes
    };

    // Subscribe first and hold what arrives while the missed events are read, so nothing
    // falls between the replay and the live events.
    let held: LiveEvent[] | null = [];
    const unsubscribe = await hub.subscribe(query.topics, (event) =>
      held ? held.push(event) : send(event),
    );
    const close = () => sse.close();
    open.add(close);
    sse.onClose(() => {
      unsubscribe();
      open.delete(close);
    });
    sse.keepAlive();
    await sse.send({
      event: LIVE_READY_EVENT,
      data: { topics: query.topics },
      retry: LIVE_RETRY_MS,
    });

    if (resumeFrom !== undefined) {
      const missed = await hub.replay(query.topics, Number(resumeFrom), query.heardAt);
      if (missed === null) await sse.send({ event: LIVE_RESYNC_EVENT, data: {} });
      else for (const event of missed) send(event);
    }
    const waiting = held;
    held = null;
    for (const event of waiting) send(event);
  });
}
