import fs from "node:fs";
import os from "node:os";

/**
 * The CPU time the processes that answer a request spend on it (issue 31: "CPU milliseconds per
 * request"), read from Linux's /proc: Beitna's server (its primary and web workers) and every
 * PostgreSQL process on the machine. A latency says how long a visitor waited; this says what each
 * answer costs the machine, which is what caps requests per second once the cores are busy.
 *
 * A process's own time plus that of its children it has reaped (`cutime`, `cstime`), summed over
 * the processes alive at the reading: a backend that exits between two readings is counted in its
 * postmaster's reaped time, so nothing is lost. PostgreSQL is found by its processes' name, so a
 * cluster started outside the bench (`--database-url`) counts too; the bench's own client is not.
 */

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux this runs on (`getconf CLK_TCK`).

interface ProcessStat {
  pid: number;
  parent: number;
  name: string;
  /** Own and reaped children's CPU, in ticks. */
  ticks: number;
}

function readStat(pid: number): ProcessStat | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The name is in parentheses and may hold spaces; the fields after it are space-separated.
    const nameEnd = stat.lastIndexOf(")");
    const fields = stat.slice(nameEnd + 2).split(" ");
    const [utime, stime, cutime, cstime] = [fields[11], fields[12], fields[13], fields[14]].map(Number);
    return { pid, parent: Number(fields[1]), name: stat.slice(stat.indexOf("(") + 1, nameEnd), ticks: utime! + stime! + cutime! + cstime! };
  } catch {
    return undefined; // it exited while the table was read
  }
}

function processTable(): ProcessStat[] {
  return fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readStat(Number(entry)))
    .filter((stat): stat is ProcessStat => stat !== undefined);
}

/** CPU seconds so far of the server started as `serverPid` (with its workers) and of PostgreSQL. */
export function cpuSeconds(serverPids: number[]): { server: number; postgres: number } {
  const table = processTable();
  const children = new Map<number, ProcessStat[]>();
  for (const stat of table) children.set(stat.parent, [...(children.get(stat.parent) ?? []), stat]);
  const treeTicks = (root: ProcessStat | undefined): number =>
    root ? root.ticks + (children.get(root.pid) ?? []).reduce((sum, child) => sum + treeTicks(child), 0) : 0;
  const byPid = new Map(table.map((stat) => [stat.pid, stat]));
  const server = serverPids.reduce((sum, pid) => sum + treeTicks(byPid.get(pid)), 0);
  const postgres = table.filter((stat) => stat.name === "postgres").reduce((sum, stat) => sum + stat.ticks, 0);
  return { server: server / TICKS_PER_SECOND, postgres: postgres / TICKS_PER_SECOND };
}

/** What the server and PostgreSQL spent between `start()` and `stop(requests)`: milliseconds per request. */
export function cpuPerRequest(serverPids: number[]) {
  const before = cpuSeconds(serverPids);
  const startedLoad = os.loadavg()[0]!;
  return {
    stop(requests: number) {
      const after = cpuSeconds(serverPids);
      const per = (seconds: number) => (requests ? (1000 * seconds) / requests : NaN);
      return { serverMs: per(after.server - before.server), postgresMs: per(after.postgres - before.postgres), load: Math.max(startedLoad, os.loadavg()[0]!) };
    },
  };
}
