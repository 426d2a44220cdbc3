/** The forum benchmark's own PostgreSQL database: created when missing, never one that matters. */
import pg from 'pg';
import { openDatabase } from '../../server/platform/db/database.js';

/** Opens (creating it first when missing) the database at `url`, migrated. */
export async function openBenchDatabase(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  // Seeding truncates every member: refuse a database not named as a benchmark's.
  if (!/bench/.test(name)) throw new Error(`"${name}" is not a benchmark database (no "bench").`);
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  try {
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    console.log(`Created the database ${name}.`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42P04') throw error; // 42P04: it exists
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url });
  await database.migrate();
  return { database, name };
}
