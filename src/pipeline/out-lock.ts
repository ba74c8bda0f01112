// One build at a time in one output folder (D3, D20). Two builds into one
// folder at once (a file watcher and a manual build, two terminals, a CI
// retry) would each swap in a site and remove the other's staging folder.
// So a build holds a lock for its whole life: a file beside the output
// folder, `<folder>.lock`, made atomically (it exists or it does not), naming
// the process that holds it. A second build is refused, naming the folder and
// that process, and touches nothing.
//
// A lock whose process is gone is stale and is taken over: after a kill -9,
// or a reboot. Process ids repeat (in containers the build is often process
// 1 every time), so a lock names its process by id, start time and boot: a
// live process with the same id that started at another time is not the
// holder.
import { readFileSync } from "node:fs";
import { link, mkdir, open, readFile, rename, unlink } from "node:fs/promises";
import path from "node:path";
import { hostname } from "node:os";
import { Refusal } from "./refusal";

interface Holder {
  pid: number;
  /** When the process started, in clock ticks since boot (Linux's /proc/<pid>/stat), where the system says. */
  started?: string | undefined;
  /** The boot the process belongs to (Linux's boot_id), where the system says. */
  boot?: string | undefined;
  host: string;
  /** What it is doing, for the refusal: "npm run build", "npm run dev". */
  command: string;
  since: string;
}

const readOrUndefined = (file: string) => {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return undefined;
  }
};

/** Field 22 of /proc/<pid>/stat, after the command name (which may hold spaces and brackets). */
function startTimeOf(pid: number): string | undefined {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}

/** The lock's holder, or undefined for a lock that is not one a build wrote (damaged, or written by hand): such a lock is stale. */
function holderFrom(text: string): Holder | undefined {
  try {
    const holder = JSON.parse(text) as Partial<Holder>;
    const valid =
      Number.isSafeInteger(holder.pid) &&
      holder.pid! > 0 &&
      [holder.host, holder.command, holder.since].every((value) => typeof value === "string");
    return valid ? (holder as Holder) : undefined;
  } catch {
    return undefined;
  }
}

const thisBoot = () => readOrUndefined("/proc/sys/kernel/random/boot_id");

function isRunning(holder: Holder): boolean {
  if (holder.host !== hostname()) return true; // Another machine's lock (a shared disk): never taken over.
  if (holder.boot && holder.boot !== thisBoot()) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists, run by another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  return !holder.started || startTimeOf(holder.pid) === holder.started;
}

export interface OutLock {
  release(): Promise<void>;
}

/** Takes the lock on the output folder `target` (a real path), or throws a Refusal naming the process that holds it. */
export async function lockOutFolder(target: string, command: string): Promise<OutLock> {
  const lockFile = `${target}.lock`;
  // The output folder may not exist yet, nor the folder it goes in: the build creates them.
  await mkdir(path.dirname(target), { recursive: true });
  const me: Holder = {
    pid: process.pid,
    started: startTimeOf(process.pid),
    boot: thisBoot(),
    host: hostname(),
    command,
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(lockFile, "wx");
      await handle.writeFile(`${JSON.stringify(me)}\n`);
      await handle.close();
      return {
        async release() {
          // Only our own lock: never one another build took over meanwhile.
          const holder = await readFile(lockFile, "utf8").catch(() => "");
          if (holder.trim() === JSON.stringify(me)) await unlink(lockFile).catch(() => undefined);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const text = await readFile(lockFile, "utf8").catch(() => undefined);
    const holder = text ? holderFrom(text) : undefined;
    // A lock being written this very moment reads as empty: look again before calling it stale.
    if (holder === undefined && attempt === 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    if (holder && isRunning(holder)) {
      throw new Refusal(
        `--out "${target}" is being built by another build right now (${holder.command}, process ${holder.pid}${holder.host === hostname() ? "" : ` on ${holder.host}`}, since ${holder.since}), which holds ${lockFile}; nothing was touched. Wait for it to finish, or stop it, and build again. If no build is running there (it ran in a container or on a machine that is gone), delete ${lockFile}`,
      );
    }
    // Stale: its process is gone. Moved aside with one rename; if what was moved is not the stale lock read
    // above but one another build took meanwhile, it is put back with link, which never replaces a file.
    const aside = `${lockFile}.stale-${process.pid}`;
    if (
      await rename(lockFile, aside).then(
        () => true,
        () => false,
      )
    ) {
      const moved = await readFile(aside, "utf8").catch(() => undefined);
      if (moved !== text) await link(aside, lockFile).catch(() => undefined);
      await unlink(aside).catch(() => undefined);
    }
  }
  throw new Refusal(
    `--out "${target}": could not take ${lockFile}, which other builds keep taking; nothing was touched. Build again in a moment`,
  );
}
