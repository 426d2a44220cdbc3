/**
 * The product logger (SPEC §8 "Logged only", §9): keeps the last 100 entries in memory for
 * the error screens and prints warnings and errors (everything in development).
 */
type Level = 'debug' | 'info' | 'warn' | 'error';

interface Entry {
  level: Level;
  message: string;
  data?: unknown;
  at: string;
}

const maxEntries = 100;
const entries: Entry[] = [];
const order: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3 };
const minLevel: Level = import.meta.env.PROD ? 'warn' : 'debug';

function write(level: Level, message: string, data?: unknown): void {
  if (order[level] < order[minLevel]) return;
  entries.push({ level, message, data, at: new Date().toISOString() });
  if (entries.length > maxEntries) entries.shift();
  const print = level === 'error' ? console.error : level === 'warn' ? console.warn : console.info;
  if (data === undefined) print(`[bookhive] ${message}`);
  else print(`[bookhive] ${message}`, data);
}

export const logger = {
  debug: (message: string, data?: unknown) => write('debug', message, data),
  info: (message: string, data?: unknown) => write('info', message, data),
  warn: (message: string, data?: unknown) => write('warn', message, data),
  error: (message: string, data?: unknown) => write('error', message, data),
  recent: (): readonly Entry[] => entries,
};
