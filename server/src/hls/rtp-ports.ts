import dgram from 'node:dgram';

// Loopback UDP ports for the RTP Janus forwards to ffmpeg. ffmpeg's RTP input takes the port
// in the SDP for RTP and the next one for RTCP, so each track needs an even port with its
// neighbour free. The system picks (port 0), so two rooms, or two servers on one machine,
// never choose the same; the ports are released just before ffmpeg binds them.

const bind = (port: number) =>
  new Promise<dgram.Socket>((resolve, reject) => {
    const socket = dgram.createSocket('udp4');
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => resolve(socket));
  });

const closeAll = (sockets: dgram.Socket[]) =>
  Promise.all(sockets.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));

/** `count` even ports, each with the next port free too. */
export async function freeRtpPorts(count: number): Promise<number[]> {
  const held: dgram.Socket[] = [];
  const ports: number[] = [];
  try {
    for (let tries = 0; ports.length < count && tries < 200; tries++) {
      const socket = await bind(0);
      held.push(socket);
      const port = socket.address().port;
      if (port % 2 !== 0 || port >= 65535) continue;
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
  return ports;
}
