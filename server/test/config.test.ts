import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config';

describe('config', () => {
  it('has defaults that do not depend on the working directory', () => {
    const config = loadConfig({}, []);
    assert.equal(config.port, 3000);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.dataDir, path.join(REPO_ROOT, 'data'));
    assert.equal(config.siteDir, REPO_ROOT);
    assert.equal(config.releasesDir, path.join(REPO_ROOT, 'data', 'releases'));
    assert.equal(config.publicOrigin, 'http://localhost:3000');
    assert.equal(config.databaseUrl, undefined);
    assert.deepEqual(config.remoteOverrides, {});
    assert.equal(config.empty, false);
    assert.equal(config.logLevel, 'info');
    assert.ok(fs.existsSync(path.join(REPO_ROOT, 'server', 'package.json')));
    assert.deepEqual(config.recordings, { quotaMb: 2048, retentionDays: 365 });
  });

  it("reads the recordings' quota and retention (docs/video.md), refusing nonsense", () => {
    const config = loadConfig(
      { PAID_RECORDING_QUOTA_MB: '500', PAID_RECORDING_RETENTION_DAYS: '30' },
      [],
    );
    assert.deepEqual(config.recordings, { quotaMb: 500, retentionDays: 30 });
    assert.throws(
      () => loadConfig({ PAID_RECORDING_QUOTA_MB: '0' }, []),
      /PAID_RECORDING_QUOTA_MB/,
    );
    assert.throws(
      () => loadConfig({ PAID_RECORDING_RETENTION_DAYS: 'forever' }, []),
      /PAID_RECORDING_RETENTION_DAYS/,
    );
    // HLS for crowds is on (made only while needed) unless turned off.
    assert.equal(loadConfig({}, []).media?.hls, true);
    assert.equal(loadConfig({ PAID_HLS: 'off' }, []).media?.hls, false);
    assert.throws(() => loadConfig({ PAID_HLS: 'yes' }, []), /PAID_HLS/);
    // How long an empty debate stage waits before its recording ends.
    assert.equal(loadConfig({}, []).media?.debateIdleSeconds, 30);
    assert.equal(loadConfig({ PAID_DEBATE_IDLE_SECONDS: '3' }, []).media?.debateIdleSeconds, 3);
    assert.throws(
      () => loadConfig({ PAID_DEBATE_IDLE_SECONDS: '0' }, []),
      /PAID_DEBATE_IDLE_SECONDS/,
    );
  });

  it('reads the HLS threshold (docs/video.md "HLS for crowds"), refusing nonsense', () => {
    assert.equal(loadConfig({}, []).hlsThreshold, 8);
    assert.equal(loadConfig({ PAID_HLS_THRESHOLD: '5' }, []).hlsThreshold, 5);
    assert.throws(() => loadConfig({ PAID_HLS_THRESHOLD: 'many' }, []), /PAID_HLS_THRESHOLD/);
    assert.throws(() => loadConfig({ PAID_HLS_THRESHOLD: '-1' }, []), /PAID_HLS_THRESHOLD/);
  });

  it('reads the environment', () => {
    const config = loadConfig(
      {
        PORT: '4100',
        HOST: '127.0.0.1',
        PAID_DATA_DIR: '/tmp/paid-x',
        DATABASE_URL: 'postgres://u@h/db',
        PAID_SITE_DIR: '/srv/site',
        PUBLIC_ORIGIN: 'https://paid.example/',
        PAID_REMOTES: '{"mf_shorts":"https://cdn.example/mf-shorts/mf-manifest.json"}',
        LOG_LEVEL: 'warn',
      },
      [],
    );
    assert.equal(config.port, 4100);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.dataDir, '/tmp/paid-x');
    assert.equal(config.databaseUrl, 'postgres://u@h/db');
    assert.equal(config.siteDir, '/srv/site');
    assert.equal(config.releasesDir, '/tmp/paid-x/releases');
    assert.equal(
      loadConfig({ PAID_DATA_DIR: '/tmp/paid-x', PAID_RELEASES_DIR: '/srv/releases/' }, [])
        .releasesDir,
      '/srv/releases',
    );
    assert.equal(config.publicOrigin, 'https://paid.example');
    assert.deepEqual(config.remoteOverrides, {
      mf_shorts: 'https://cdn.example/mf-shorts/mf-manifest.json',
    });
    assert.equal(config.logLevel, 'warn');
    assert.equal(loadConfig({ PORT: '4100' }, []).publicOrigin, 'http://localhost:4100');
  });

  it('runs the tournament job every minute on the real clock unless told otherwise', () => {
    const defaults = loadConfig({}, []);
    assert.equal(defaults.tournamentTickMs, 60_000);
    assert.equal(defaults.clockOffsetMs, 0);
    const set = loadConfig({ PAID_TOURNAMENT_TICK_MS: '0', PAID_CLOCK_OFFSET_MS: '-86400000' }, []);
    assert.equal(set.tournamentTickMs, 0);
    assert.equal(set.clockOffsetMs, -86_400_000);
    assert.throws(
      () => loadConfig({ PAID_TOURNAMENT_TICK_MS: '-1' }, []),
      /PAID_TOURNAMENT_TICK_MS/,
    );
    assert.throws(() => loadConfig({ PAID_CLOCK_OFFSET_MS: 'soon' }, []), /PAID_CLOCK_OFFSET_MS/);
  });

  it('starts empty with PAID_EMPTY=1 or --empty', () => {
    assert.equal(loadConfig({ PAID_EMPTY: '1' }, []).empty, true);
    assert.equal(loadConfig({}, ['node', 'main.ts', '--empty']).empty, true);
    assert.equal(loadConfig({ PAID_EMPTY: '0' }, []).empty, false);
  });

  it('refuses bad settings with a clear message', () => {
    assert.throws(() => loadConfig({ PORT: 'abc' }, []), ConfigError);
    assert.throws(() => loadConfig({ LOG_LEVEL: 'loud' }, []), /LOG_LEVEL/);
    assert.throws(
      () => loadConfig({ PAID_REMOTES: 'not json' }, []),
      /PAID_REMOTES must be a JSON object/,
    );
    assert.throws(
      () => loadConfig({ PAID_REMOTES: '{"mf_nope":"http://x/m.json"}' }, []),
      /unknown remote "mf_nope"/,
    );
  });
  it('trusts no proxy unless TRUST_PROXY names a hop count or the proxies', () => {
    assert.equal(loadConfig({}, []).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: ' ' }, []).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: '1' }, []).trustProxy, 1);
    assert.equal(loadConfig({ TRUST_PROXY: '2' }, []).trustProxy, 2);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }, []).trustProxy, [
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '::1, fd00::/8 ,192.168.1.10' }, []).trustProxy, [
      '::1',
      'fd00::/8',
      '192.168.1.10',
    ]);
    for (const bad of [
      'true',
      '*',
      '0',
      '-1',
      'loopback',
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0.300',
      '10.0.0.0/8/1',
      '127.0.0.1,,10.0.0.1',
      '10.0.0.0/x',
    ]) {
      assert.throws(
        () => loadConfig({ TRUST_PROXY: bad }, []),
        (error: unknown) =>
          error instanceof ConfigError &&
          /^TRUST_PROXY must be a hop count \(1\) or a comma-separated list of proxy addresses or CIDR ranges/.test(
            error.message,
          ),
        bad,
      );
    }
  });
});
