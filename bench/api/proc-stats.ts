/**
 * What a process costs, from Linux's /proc: resident memory, and CPU time of the app server
 * and of the PostgreSQL backends serving the benchmark's database (to say where time goes).
 */
import fs from 'node:fs';

/** Linux reports CPU times in clock ticks of 1/100 s (USER_HZ) on every common platform. */
const ticksPerSecond = 100;

/** Resident memory in bytes (VmRSS), or NaN when the process is gone. */
export function residentBytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kib ? Number(kib) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** User plus system CPU seconds a process has used, or 0 when it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** CPU seconds of every PostgreSQL backend connected to `database`, by process id. */
export function backendCpu(database: string): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // A backend's title: "postgres: [cluster: ]<user> <database> <client> <state>".
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (!title.startsWith('postgres: ')) continue;
      const words = title.split(' ').filter((word) => word && !word.endsWith(':'));
      if (words[1] !== database) continue;
      found.set(Number(entry), cpuSeconds(Number(entry)));
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

/** Measures CPU seconds spent by the server, the database's backends and this process. */
export function cpuMeter(serverPid: number, database: string) {
  const server = cpuSeconds(serverPid);
  const backends = backendCpu(database);
  const self = process.cpuUsage();
  return () => {
    let postgres = 0;
    for (const [pid, seconds] of backendCpu(database))
      postgres += seconds - (backends.get(pid) ?? 0);
    const own = process.cpuUsage(self);
    return {
      server: cpuSeconds(serverPid) - server,
      postgres,
      loadClient: (own.user + own.system) / 1e6,
    };
  };
}

export type CpuSpent = ReturnType<ReturnType<typeof cpuMeter>>;
