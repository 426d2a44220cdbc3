/**
 * `npm run cli -- <command>`: operator commands on the configured database. On the embedded
 * database they need the server stopped (the data folder is locked); on PostgreSQL they run
 * at any time.
 */
import { parseArgs } from 'node:util';
import { roleSchema } from '../../contracts/auth.js';
import { emailSchema, newPasswordSchema, usernameSchema } from '../../contracts/fields.js';
import { roles } from '../../contracts/roles.js';
import { z } from '../../contracts/zod.js';
import { booksImport, booksImportArgs, CliUsageError } from './books-import.js';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { createAccount } from '../modules/auth/accounts.js';
import { createProfilesService } from '../modules/profiles/profiles.service.js';
import { resanitiseReviews } from '../modules/shelves/resanitise-reviews.js';
import { systemClock } from '../platform/clock.js';
import { siteContentSanitiser } from '../platform/content.js';
import { DataDirLockedError } from '../platform/db/data-dir-lock.js';
import { openDatabase, type DatabaseHandle } from '../platform/db/database.js';
import { AppError } from '../platform/errors.js';
import { createStorage } from '../platform/storage.js';

const usage = `Usage: npm run cli -- <command> [options]

Commands:
  user:create --email E --password P --username U --role R [--name "Full Name"]
      Creates a verified account. Roles: ${roles.join(', ')}.
  books:import <books.csv> [--tags tags.csv --book-tags book_tags.csv.gz]
      Imports a goodbooks-10k style catalogue; with tags, books are placed in categories.
      Running it again updates the same books.
  db:migrate
      Brings the database schema up to date (the server also does this at start).
  content:resanitise
      Runs every stored review through today's sanitiser; run it after a release that
      tightens what user rich text may contain.
  help
      Shows this text.
`;

class CliError extends Error {}

async function withDatabase<T>(
  config: Config,
  run: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  let database: DatabaseHandle;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new CliError(
        `The embedded database in ${error.dataDir} is in use by another process (pid ${error.pid}), probably the running server. ` +
          'Stop the server and run the command again, or run Bookhive on PostgreSQL (DATABASE_URL) to manage users while it runs.',
      );
    }
    throw error;
  }
  try {
    await database.migrate();
    return await run(database);
  } finally {
    await database.close();
  }
}

const userCreateSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  username: usernameSchema,
  role: roleSchema,
  name: z.string().trim().min(1).max(100).optional(),
});

async function userCreate(config: Config, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      username: { type: 'string' },
      role: { type: 'string', default: 'user' },
      name: { type: 'string' },
    },
    strict: true,
  });
  const parsed = userCreateSchema.safeParse(values);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  --${issue.path.join('.')}: ${issue.message}`,
    );
    throw new CliError(`Cannot create the user:\n${[...new Set(lines)].join('\n')}`);
  }
  const input = parsed.data;
  await withDatabase(config, async (database) => {
    const profiles = createProfilesService({
      db: database.db,
      clock: systemClock,
      storage: createStorage(config),
    });
    await createAccount(
      { db: database.db, clock: systemClock, profiles },
      {
        email: input.email,
        password: input.password,
        username: input.username,
        fullName: input.name ?? input.username,
        role: input.role,
        verified: true,
      },
    );
  });
  console.log(`Created ${input.role} @${input.username} <${input.email}> (e-mail verified).`);
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(usage);
    return;
  }
  const config = loadConfig();
  switch (command) {
    case 'user:create':
      return userCreate(config, rest);
    case 'books:import': {
      const files = booksImportArgs(rest);
      await withDatabase(config, (database) => booksImport(database, files));
      return;
    }
    case 'db:migrate':
      await withDatabase(config, async () => undefined);
      console.log(
        `Database is up to date (${config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}).`,
      );
      return;
    case 'content:resanitise': {
      const content = siteContentSanitiser(createStorage(config));
      const { checked, changed } = await withDatabase(config, (database) =>
        resanitiseReviews(database.db, content),
      );
      console.log(`Reviews checked: ${checked}, changed: ${changed}.`);
      return;
    }
    default:
      throw new CliError(`Unknown command "${command}".\n\n${usage}`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof CliError || error instanceof ConfigError || error instanceof CliUsageError) {
    console.error(error.message);
  } else if (error instanceof AppError) {
    console.error(`Cannot create the user: ${error.message}`);
  } else if (
    error instanceof TypeError &&
    'code' in error &&
    String(error.code).startsWith('ERR_PARSE_ARGS')
  ) {
    console.error(`${error.message}\n\n${usage}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
