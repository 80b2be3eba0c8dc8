import dgram from 'node:dgram';

// Loopback UDP ports for the RTP Janus forwards to ffmpeg. ffmpeg's RTP input takes the port
// in the SDP for RTP and the next one for RTCP, so each track needs an even port with its
// neighbour free. The system picks (port 0), so two servers on one machine never choose the
// same; the ports are released just before ffmpeg binds them, and the system may offer a port
// again once released, so this process passes over the ports it gave in the last
// RESERVED_MS (two rooms starting at once, each its ffmpeg not yet bound). Ports in Janus's
// own RTP range (PAID_JANUS_RTP_PORTS, which may overlap the system's range for port 0) are
// passed over: Janus takes ports there for each new peer, and one it took between the release
// and ffmpeg's bind failed ffmpeg with "Address already in use" (two debates live at once, a
// viewer joining one of them).

const bind = (port: number) =>
  new Promise<dgram.Socket>((resolve, reject) => {
    const socket = dgram.createSocket('udp4');
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => resolve(socket));
  });

const closeAll = (sockets: dgram.Socket[]) =>
  Promise.all(sockets.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));

/** An inclusive range of ports, [first, last]. */
export type PortRange = readonly [number, number];

/** 'min-max' as PAID_JANUS_RTP_PORTS writes it. */
export function portRange(text: string): PortRange {
  const [first, last] = text.split('-').map(Number);
  return [first, last];
}

/** Long enough for an ffmpeg to start and bind the ports it was given. */
const RESERVED_MS = 10_000;
/** Ports this process gave, and when. */
const given = new Map<number, number>();

const within = (port: number, range: PortRange | undefined) =>
  range !== undefined && port >= range[0] && port <= range[1];

/** `count` even ports, each with the next port free too, none of the two in `avoid`. */
export async function freeRtpPorts(
  count: number,
  { avoid }: { avoid?: PortRange } = {},
): Promise<number[]> {
  const held: dgram.Socket[] = [];
  const ports: number[] = [];
  const now = Date.now();
  for (const [port, at] of given) if (now - at >= RESERVED_MS) given.delete(port);
  try {
    // Every port tried stays held until the end, so the system never offers it again.
    for (let tries = 0; ports.length < count && tries < 500; tries++) {
      const socket = await bind(0);
      held.push(socket);
      const port = socket.address().port;
      if (port % 2 !== 0 || port >= 65535) continue;
      if (within(port, avoid) || within(port + 1, avoid)) continue;
      if (given.has(port) || given.has(port + 1) || given.has(port - 1)) continue;
      try {
        held.push(await bind(port + 1));
        ports.push(port);
      } catch {
        // Its neighbour is taken: try another.
      }
    }
  } finally {
    await closeAll(held);
  }
  if (ports.length < count) throw new Error('No free UDP ports for the HLS forward');
  for (const port of ports) given.set(port, now);
  return ports;
}
