import { buildApp } from './app';
import { migrateCampaignSlugs } from './campaign-urls/migrate-slugs';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import type { Db } from './db/db';
import { openDatabase } from './db/open-db';
import { writeDatabaseMarker } from './db/database-marker';
import { startGiftReconciler } from './donations/reconcile-gifts';
import { startBestEffortsRequests } from './donations/best-efforts-requests';
import { startExcessClock } from './donations/excess-clock';
import { startPlanRenewalMail } from './donations/plan-renewals';
import { startRecurringGiftClock } from './donations/recurring-gifts';
import { rateLimitsFromEnv } from './http/rate-limits';
import { unavailableMediaServer, type MediaServer } from './media/media-server';
import { startPublisherRecheck } from './media/publisher-recheck';
import { startMedia } from './media/start-media';
import { recordingLimits } from './recordings/recording-files';
import { startRecordingJobs } from './recordings/recording-job';
import { deleteOrphanHls } from './hls/hls-store-ledger';
import { createPaymentProvider } from './payments/create-payment-provider';
import { prepareDatabase } from './startup';
import { ensureAdminSecret } from './support/admin-secret';
import { removeServerFile, writeServerFile } from './support/server-file';
import { startPeriodicJob, type PeriodicJob } from './clock/periodic-job';
import { serverClock } from './clock/server-clock';
import { deleteOldLiveEvents } from './live/live-hub';
import { createMailer } from './mail/mailer';
import { startMailSender } from './mail/outbox';
import { createFileStorage } from './storage/create-file-storage';
import { startViewerCountPublisher } from './streams/viewer-counts';
import { startTournamentClock } from './tournaments/tournament-clock';
import { startUnattachedFileCleanup } from './uploads/unattached-files';

// Starts the PAID server: config, database (behind the data-dir lock), migrations, demo data
// on a fresh database, then HTTP. SIGINT/SIGTERM close HTTP first, then the database, which
// releases the lock. While listening, <dataDir>/server.json names this process and port, so
// `npm run admin` talks to it (with <dataDir>/admin-secret) instead of opening the database.

async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadConfig();
  const limits = rateLimitsFromEnv(process.env);
  const adminSecret = ensureAdminSecret(config.dataDir);
  const db: Db = await openDatabase(config);
  // The one "now" of every decision by date that moves money (clock/server-clock.ts).
  const clock = serverClock(config.clockOffsetMs);

  let app: ReturnType<typeof buildApp> | undefined;
  // Live video's Janus, a child process stopped with the server (media/start-media.ts).
  let media: MediaServer = unavailableMediaServer;
  const storage = createFileStorage(config, db);
  const jobs: PeriodicJob[] = [];
  const stopJobs = () => Promise.all(jobs.map((job) => job.stop()));
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app?.log.info({ signal }, 'shutting down');
    removeServerFile(config.dataDir);
    try {
      await stopJobs();
      await app?.close();
      await media.stop();
    } finally {
      await db.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    const payments = createPaymentProvider(config.paymentProvider, {
      db,
      testDelayMs: config.testPaymentDelayMs,
    });
    const started = config.media
      ? await startMedia(
          { ...config.media, hlsThreshold: config.hlsThreshold, hlsInStore: Boolean(config.s3) },
          config.dataDir,
          db,
          storage,
          (error, what) => app?.log.error({ err: error }, `media: ${what} failed`),
        )
      : { media: unavailableMediaServer, hostId: null, note: undefined };
    media = started.media;
    app = buildApp({ db, config, adminSecret, limits, storage, payments, media, clock });
    if (started.note)
      app.log[started.note.level]({ err: started.note.error }, started.note.message);
    const { migrations, seeded } = await prepareDatabase(db, config);
    // Which database this folder belongs to, for the support commands (db/database-marker.ts).
    await writeDatabaseMarker(db, config);
    if (migrations.length > 0) app.log.info({ migrations }, 'migrations applied');
    if (seeded)
      app.log.info({ seeded }, 'demo data seeded (start with PAID_EMPTY=1 or --empty to skip)');
    // One server with S3 (start-media.ts copies its HLS there: `hlsInStore`): what an earlier
    // process of it left in the bucket (it stopped uncleanly), before this one writes any (its
    // rooms start only once it listens). Several servers do this every minute for the servers
    // that are gone (below). A bucket out of reach now does not stop the site: the lines stay
    // for the next start.
    if (!started.hostId && config.s3) {
      const log = app.log;
      await deleteOrphanHls(db, storage).then(
        (deleted) => {
          if (deleted > 0) log.info({ deleted }, 'HLS files of an earlier run deleted from S3');
        },
        (error: unknown) =>
          log.warn({ err: error }, 'HLS files of an earlier run: S3 could not be reached'),
      );
    }
    // Campaign links made before the slug rule (docs/roles.md), checked once (their owners mailed
    // when one moves); here, not in prepareDatabase, because the mail needs the public origin.
    const movedLinks = await migrateCampaignSlugs(db, config);
    if (movedLinks.length > 0)
      app.log.info({ movedLinks }, 'campaign links moved to keep the slug rule');
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    writeServerFile(config.dataDir, { pid: process.pid, port });
    // Last resort for exits that skip `stop` (process.exit elsewhere, a crash).
    process.once('exit', () => removeServerFile(config.dataDir));
    if (config.clockOffsetMs !== 0) {
      app.log.warn(
        { clockOffsetMs: config.clockOffsetMs, now: clock.now().toISOString() },
        'server clock offset (PAID_CLOCK_OFFSET_MS, tests only): money and tournament dates follow it',
      );
    }
    if (config.tournamentTickMs > 0) {
      // Tournament starts and round ends (docs/tournament-rules.md): now, then on every tick.
      jobs.push(
        startTournamentClock({
          db,
          log: app.log,
          periodMs: config.tournamentTickMs,
          now: () => clock.now(),
        }),
      );
    }
    // Uploads nobody attached within a day are deleted, so an upload is not free storage.
    jobs.push(startUnattachedFileCleanup({ db, storage, log: app.log }));
    // Pending gifts a crash left between the charge and the settlement: now, then every minute.
    jobs.push(startGiftReconciler({ db, provider: payments, log: app.log }));
    // Monthly gifts due today: now, then every minute; each period charged once across servers.
    jobs.push(startRecurringGiftClock({ db, provider: payments, log: app.log, clock }));
    // Best-efforts follow-ups (docs/donation-rules.md): itemized gifts lacking employer or
    // occupation, mailed once within 30 days; now, then every hour, each gift by one server.
    jobs.push(
      startBestEffortsRequests({ db, publicOrigin: config.publicOrigin, log: app.log, clock }),
    );
    // Excessive gifts still open on their 60th day (docs/donation-rules.md): refunded; now,
    // then every hour, each excess by one server.
    jobs.push(startExcessClock({ db, payments, log: app.log, clock }));
    // Monthly plans ending within a week: their renewal mail, once each across servers.
    jobs.push(startPlanRenewalMail({ db, publicOrigin: config.publicOrigin, log: app.log, clock }));
    // Viewer counts that changed, pushed to the candidates' pages (every 3 s).
    jobs.push(startViewerCountPublisher({ db, log: app.log }));
    // The outbox (docs/mail.md): receipts, reset and verification links, sent by every server's
    // clock, each message by one of them.
    const mailer = createMailer(config);
    if ((config.mailTickMs ?? 0) > 0) {
      jobs.push(startMailSender({ db, mailer, periodMs: config.mailTickMs ?? 2000, log: app.log }));
    }
    app.log.info(
      { mail: mailer.destination },
      config.smtpUrl ? 'mail goes to SMTP' : 'mail is written to files (no SMTP_URL)',
    );
    // Live publishers whose grant ended (stream over, no longer a scheduled debater) are
    // kicked out of their room (media/publisher-recheck.ts).
    if (media.available) jobs.push(startPublisherRecheck({ db, media, log: app.log }));
    // Recordings (docs/video.md "Recordings"): ended ones made into videos on the server that
    // holds their tracks; the quota and retention of their files.
    jobs.push(
      ...startRecordingJobs({
        db,
        storage,
        dataDir: config.dataDir,
        hostId: started.hostId,
        limits: recordingLimits(config.recordings),
        log: app.log,
      }),
    );
    // Several servers: the HLS a holder that died left in the shared store (hls-store-ledger.ts).
    if (started.hostId) {
      const log = app.log;
      jobs.push(
        startPeriodicJob({
          name: 'HLS clean-up of dead holders',
          run: async () => {
            const deleted = await deleteOrphanHls(db, storage);
            if (deleted > 0) log.info({ deleted }, 'HLS files of servers no longer up deleted');
          },
          periodMs: 60_000,
          log,
        }),
      );
    }
    // Live events past what a reconnect asks for (live/live-hub.ts): every minute.
    jobs.push(
      startPeriodicJob({
        name: 'live events clean-up',
        run: () => deleteOldLiveEvents(db),
        periodMs: 60_000,
        log: app.log,
      }),
    );
    app.log.info(
      {
        database: db.kind,
        dataDir: db.kind === 'pglite' ? config.dataDir : undefined,
        startupMs: Date.now() - startedAt,
      },
      `PAID server ready at ${config.publicOrigin}`,
    );
  } catch (error) {
    await stopJobs();
    await app?.close().catch(() => {});
    await media.stop().catch(() => {});
    await db.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    // Expected refusals: one clear line, no stack trace.
    console.error(error.message);
  } else {
    console.error('PAID server failed to start:', error);
  }
  process.exit(1);
});
