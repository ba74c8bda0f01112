// The rebuild queue: several changes saved together (an editor's "save all",
// a git checkout) make one rebuild, and changes arriving during a build wait
// for it, then make one more build.

/** How long the queue waits for more changes after one arrives. */
const settleMilliseconds = 15;

export interface RebuildQueue {
  /** One build; the reason is what changed, for the terminal. */
  rebuild: (reason: string, sourceChanged: boolean) => Promise<void>;
  /** The changes waiting for the next build, and whether any was in src/. */
  queued: { reasons: Set<string>; sourceChanged: boolean } | undefined;
  /** The build under way. */
  building: Promise<void> | undefined;
  settleTimer: NodeJS.Timeout | undefined;
}

export function rebuildQueue(rebuild: RebuildQueue["rebuild"]): RebuildQueue {
  return { rebuild, queued: undefined, building: undefined, settleTimer: undefined };
}

/** A file changed (`name` as the terminal shows it): a build follows once the changes settle. */
export function queueChange(queue: RebuildQueue, name: string, sourceChanged: boolean): void {
  queue.queued ??= { reasons: new Set(), sourceChanged: false };
  queue.queued.reasons.add(name);
  if (sourceChanged) queue.queued.sourceChanged = true;
  clearTimeout(queue.settleTimer);
  queue.settleTimer = setTimeout(() => runQueued(queue), settleMilliseconds);
}

function runQueued(queue: RebuildQueue): void {
  if (queue.building || !queue.queued) return;
  const { reasons, sourceChanged } = queue.queued;
  queue.queued = undefined;
  const reason = reasons.size === 1 ? `${[...reasons][0]} changed` : `${reasons.size} files changed`;
  queue.building = queue.rebuild(reason, sourceChanged).finally(() => {
    queue.building = undefined;
    runQueued(queue);
  });
}
