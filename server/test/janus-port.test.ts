import assert from 'node:assert/strict';
import net from 'node:net';
import { describe, it } from 'node:test';
import { loadConfig } from '../src/config';
import { freePortExcept } from '../src/media/janus-process';

// The server starts Janus before it listens itself. A free port the system hands Janus must
// not be the server's own: a port a test picked and let go of can be handed out again at once,
// and then the server's listen failed with EADDRINUSE (a red server test in CI).

describe("Janus's port", () => {
  it('is never one the caller avoids: the system is asked again', async () => {
    const handedOut = [45711, 45711, 45712];
    let asked = 0;
    const port = await freePortExcept([45711], async () => handedOut[asked++]!);
    assert.equal(port, 45712);
    assert.equal(asked, 3);
  });

  it('is a port this machine lets a server listen on', async () => {
    const port = await freePortExcept([]);
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });

  it("avoids the server's own port, from the config", () => {
    assert.deepEqual(loadConfig({ PORT: '4100' }, []).media?.avoidPorts, [4100]);
    assert.deepEqual(loadConfig({}, []).media?.avoidPorts, [3000]);
    // PORT=0: the server takes a free port itself, which Janus's can never be.
    assert.deepEqual(loadConfig({ PORT: '0' }, []).media?.avoidPorts, []);
  });
});
