/**
 * Where a process spent its time, from the `.cpuprofile` file `node --cpu-prof` writes: self
 * time by package (or project folder) and by function, as shares of the whole. What the
 * benchmarks' `--profile` runs print, to see what to work on next.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package a frame's file belongs to, or its project folder, or what V8 calls it. */
function ownerOf({ functionName, url }: ProfileNode['callFrame']): string {
  const inPackage = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith('file://'))
    return path.relative(process.cwd(), new URL(url).pathname).split('/').slice(0, 3).join('/');
  if (url.startsWith('node:')) return 'node';
  return functionName.startsWith('(') ? functionName : 'native';
}

/** The `top` biggest self times by owner and by function in the profiles of `dir` (the main thread's). */
export function summarizeCpuProfile(dir: string, top = 25): string {
  const file = fs.readdirSync(dir).find((name) => name.endsWith('.0.001.cpuprofile'));
  if (!file) return `No main-thread .cpuprofile in ${dir}`;
  const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const time = profile.timeDeltas[i] ?? 0;
    total += time;
    const owner = ownerOf(frame);
    const where =
      frame.url.startsWith('file://') && !frame.url.includes('node_modules')
        ? path.relative(process.cwd(), new URL(frame.url).pathname)
        : owner;
    const name = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber}`;
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + time);
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  });
  const lines = (counts: Map<string, number>) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, time]) => `${((100 * time) / total).toFixed(1).padStart(5)} %  ${name}`);
  return [
    `${(total / 1e6).toFixed(1)} s sampled`,
    'By package or folder:',
    ...lines(byOwner),
    'By function:',
    ...lines(byFunction),
  ].join('\n');
}
