// What a command line was asked that the build will not do (D20): an --out
// folder it must not replace, a URL variable it cannot use. Found before
// anything is written; the command exits 2 with the message alone.
export class Refusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "Refusal";
  }
}

/** Anything else that went wrong, with what the build was doing when it did: no stack trace for a user to read. */
export class BuildStepFailed extends Error {
  constructor(doing: string, cause: unknown) {
    super(`while ${doing}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "BuildStepFailed";
  }
}
