import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { freeRtpPorts, portRange } from '../src/hls/rtp-ports';

// The system's range for port 0 (Linux), where freeRtpPorts' candidates come from.
const [systemFirst, systemLast] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
  .trim()
  .split(/\s+/)
  .map(Number);

test('gives even ports whose neighbours were free too, none twice', async () => {
  const ports = await freeRtpPorts(6);
  assert.equal(ports.length, 6);
  assert.equal(new Set(ports).size, 6);
  for (const port of ports) assert.equal(port % 2, 0);
});

test("passes over Janus's own RTP ports, the port and its neighbour", async () => {
  // All but the top ninth of the system's range is Janus's here: a port picked at random would
  // almost never land above it twice.
  const avoid = [systemFirst, systemLast - Math.floor((systemLast - systemFirst) / 9)] as const;
  const ports = await freeRtpPorts(2, { avoid });
  assert.equal(ports.length, 2);
  for (const port of ports) {
    assert.ok(port > avoid[1], `${port} is in ${avoid.join('-')}`);
  }
});

test('reads PAID_JANUS_RTP_PORTS', () => {
  assert.deepEqual(portRange('20000-40000'), [20000, 40000]);
});

test('never gives a port again while an ffmpeg may still be binding it', async () => {
  // 600 ports asked for in a row: the system, offering ports at random, would give one of
  // them twice almost surely (some 13 repeats expected among ~14,000 even ports).
  const seen = new Set<number>();
  for (let call = 0; call < 30; call++) {
    for (const port of await freeRtpPorts(20)) {
      assert.ok(!seen.has(port) && !seen.has(port + 1), `${port} was given a moment ago`);
      seen.add(port).add(port + 1);
    }
  }
});
