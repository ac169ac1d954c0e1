/**
 * Where the CPU went during a load run, from /proc: seconds used by each named group of processes, by every
 * `postgres` process, by this process (the load generator) and by everything else on the machine.
 */
import { readdir, readFile } from 'node:fs/promises';
import { cpus } from 'node:os';

/** Ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const HZ = 100;

async function procStat(pid: number): Promise<{ ppid: number; comm: string; cpu: number } | null> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!text) return null;
  const comm = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { ppid: Number(fields[1]), comm, cpu: (Number(fields[11]) + Number(fields[12])) / HZ };
}

async function allPids(): Promise<number[]> {
  return (await readdir('/proc')).filter((d) => /^\d+$/.test(d)).map(Number);
}

export async function childrenOf(parent: number): Promise<number[]> {
  const out: number[] = [];
  for (const pid of await allPids()) if ((await procStat(pid))?.ppid === parent) out.push(pid);
  return out;
}

/** CPU seconds used so far by each group; PostgreSQL counts every `postgres` process (other users too). */
export async function cpuSnapshot(groups: Record<string, number[]>): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const [name, pids] of Object.entries(groups)) {
    let sum = 0;
    for (const pid of pids) sum += (await procStat(pid))?.cpu ?? 0;
    result[name] = sum;
  }
  let postgres = 0;
  for (const pid of await allPids()) {
    const s = await procStat(pid);
    if (s?.comm === 'postgres') postgres += s.cpu;
  }
  result.postgresql = postgres;
  const self = process.cpuUsage();
  result['load generator'] = (self.user + self.system) / 1e6;
  // Everything else on the machine (other users' work) is what remains of the busy time in /proc/stat.
  const [, ...ticks] = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number) as number[];
  const busy = ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / HZ;
  result['other processes'] = busy - Object.values(result).reduce((a, b) => a + b, 0);
  return result;
}

/** Runs `work` and returns its result with the CPU seconds each group used meanwhile and the wall time. */
export async function withCpu<T>(groups: () => Promise<Record<string, number[]>>, work: () => Promise<T>) {
  const before = await cpuSnapshot(await groups());
  const started = performance.now();
  const result = await work();
  const wall = (performance.now() - started) / 1000;
  const after = await cpuSnapshot(await groups());
  const cpu = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)]));
  return { result, cpu, wall };
}

/** "CPU over 10.0 s on 2 cores (…): server 8.1 s (40 %), …" */
export function formatCpu(cpu: Record<string, number>, wall: number): string {
  const cores = cpus().length;
  const total = Object.values(cpu).reduce((a, b) => a + b, 0);
  return (
    `CPU over ${wall.toFixed(1)} s on ${cores} cores (${(cores * wall).toFixed(1)} core-seconds; used ${total.toFixed(1)}): ` +
    Object.entries(cpu)
      .map(([k, v]) => `${k} ${v.toFixed(1)} s (${((100 * v) / (cores * wall)).toFixed(0)} %)`)
      .join(', ')
  );
}
