// What a command line was asked that the build will not do (D20): an --out
// folder it must not replace, a URL variable it cannot use. Found before
// anything is written; the command exits 2 with the message alone.
export class Refusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "Refusal";
  }
}

/**
 * What the system's own error codes mean for someone building a site, and
 * what to do: a sentence instead of "EBUSY: resource busy or locked, rename".
 */
const systemErrors: Record<string, (where: string) => string> = {
  EBUSY: (where) =>
    `${where} is in use or is a mount point. The build writes the new site beside the output folder and swaps the two with a rename, which a mount point does not allow: name a folder inside the mount instead (for example --out ${where}/site)`,
  EROFS: (where) =>
    `${where} is on a read-only file system, so nothing can be written there: name an output folder on a disk the build may write to`,
  EACCES: (where) =>
    `permission to write or read ${where} was refused: check who owns it, or name a folder you may write to`,
  EPERM: (where) => `the system does not allow this at ${where}: check who owns it, or name a folder you may write to`,
  ENOSPC: (where) => `the disk holding ${where} is full: free some space and build again`,
  EMFILE: (where) =>
    `too many files were open at once (at ${where}): the folder holds far more files than a site needs. Check that --static names only the files to publish, not a project or a home folder`,
  ENFILE: (where) => `the system ran out of open files (at ${where}): close other programs and build again`,
  ENAMETOOLONG: (where) => `a path is longer than the system allows: ${where}`,
};

/** Anything else that went wrong, with what the build was doing when it did: no stack trace for a user to read. */
export class BuildStepFailed extends Error {
  constructor(doing: string, cause: unknown) {
    const system = cause as (NodeJS.ErrnoException & { dest?: string }) | undefined;
    const explain = system?.code ? systemErrors[system.code] : undefined;
    const where = system?.path ?? system?.dest ?? "";
    super(
      `while ${doing}: ${explain ? `${explain(where)} (${system!.code})` : cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = "BuildStepFailed";
  }
}
