/**
 * The server process: read config, open and migrate the database, seed the demo, build the
 * app, listen, and shut down cleanly on SIGINT/SIGTERM (in-flight requests finish, jobs stop,
 * the database closes).
 */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { fileOffsetClock, systemClock, type Clock } from './platform/clock.js';
import { DataDirLockedError } from './platform/db/data-dir-lock.js';
import { openDatabase, type DatabaseHandle } from './platform/db/database.js';
import { seedDemoContent } from './seed/demo-seed.js';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
  await database.migrate();

  // The e2e server's clock may be moved by its journeys (scripts/e2e-server.mjs); never outside
  // a test server.
  const clockFile = config.env === 'test' ? process.env.E2E_CLOCK_FILE : undefined;
  const clock: Clock = clockFile ? fileOffsetClock(clockFile) : systemClock;
  const app = await buildApp({ config, database, clock });
  const log = app.server.log;
  if (config.demoSeed) {
    await seedDemoContent(
      {
        db: database.db,
        clock: systemClock,
        profiles: app.services.profiles,
        books: app.services.books,
        shelves: app.services.shelves,
        forum: app.services.forum,
        clubs: app.services.clubs,
      },
      log,
      { host: config.host, onNetwork: config.demoOnNetwork, print: console.log },
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'Shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      log.error('Shutdown took longer than 20 s; exiting');
      process.exit(1);
    }, 20_000);
    force.unref();
    try {
      await app.server.close();
      await database.close();
      log.info('Shut down cleanly');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'Error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.server.listen({ port: config.port, host: config.host });
  log.info(
    `Bookhive is running on ${config.appUrl} (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
