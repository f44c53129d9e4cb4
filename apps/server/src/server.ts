import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { ensureAdmin } from './db/seed/admin.ts';
import { seedIfEmpty } from './db/seed/demo.ts';
import { runDemoJobs } from './modules/demo/jobs.ts';
import { sweepOrphanUploads } from './modules/uploads/sweep-uploads.ts';
import { deleteExpiredSessions } from './modules/users/sessions-repository.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  await ensureAdmin(app.db, config, app.log);
  if (config.SEED_DEMO) await seedIfEmpty(app.db, app.storage, app.log);
  app.mailer.start(config.OUTBOX_INTERVAL_MS);
  if (config.isProduction && !config.PUBLIC_URL) {
    app.log.warn('PUBLIC_URL is not set: links in e-mails point at http://localhost:%d', config.PORT);
  }
  // Housekeeping: expired sessions and uploads no account took within a day.
  const housekeeping = setInterval(() => {
    void Promise.all([
      deleteExpiredSessions(app.db),
      sweepOrphanUploads({ db: app.db, storage: app.storage }),
    ]).catch((err) => app.log.error({ err }, 'housekeeping failed'));
  }, 3_600_000);
  housekeeping.unref();
  // Demo classes: expire unanswered requests and send the 2-hour reminders. Every 5 minutes, so a
  // reminder is never late by more than that; safe on several instances (SKIP LOCKED claims).
  const demoJobs = setInterval(() => {
    void runDemoJobs({ db: app.db, mailer: app.mailer, publicUrl: config.PUBLIC_URL }).catch((err) =>
      app.log.error({ err }, 'demo jobs failed'),
    );
  }, 300_000);
  demoJobs.unref();
  app.addHook('onClose', async () => {
    clearInterval(housekeeping);
    clearInterval(demoJobs);
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    // Keep-alive connections (every browser's) outlive the request they carried: close each one as
    // soon as it falls idle, or close() would wait out the keep-alive timeout and exit by force.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    idle.unref();
    await app.close(); // stops accepting, waits for in-flight requests, then onClose hooks close the database
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
