// How the agency's staff log in to the editor at /admin/ on the host
// (docs/decisions.md, "Staff log in with GitHub through the host's OAuth
// provider"). Read from the build's environment, which the host fills:
//
// - a new site: Decap's GitHub backend; staff sign in with their own GitHub
//   accounts through the OAuth provider the host runs for every site
//   (https://api.netlify.com/auth, Decap's default base_url). The repository
//   and the branch come from the host's REPOSITORY_URL and BRANCH, or
//   EDITOR_REPOSITORY and EDITOR_BRANCH when set.
// - a site that already has Netlify Identity and Git Gateway:
//   EDITOR_LOGIN=git-gateway keeps it working, and only then does /admin/
//   load the Identity widget. The host calls Git Gateway deprecated: it keeps
//   working where it is enabled, and new configurations are not recommended.
//
// `npm run cms` needs neither: on this computer Decap talks to decap-server
// on 127.0.0.1 with no login (cms-config.ts, local_backend).
import { Refusal } from "../pipeline/refusal";

export type EditorLogin =
  | {
      backend: "github";
      /** owner/name on GitHub; undefined when the build was not told (a build on a developer's computer). */
      repo: string | undefined;
      branch: string;
    }
  | { backend: "git-gateway"; branch: string };

/** The variables the editor's login is read from, as the host sets them (a deploy) or a developer does. */
export interface EditorLoginVariables {
  EDITOR_LOGIN?: string | undefined;
  EDITOR_REPOSITORY?: string | undefined;
  EDITOR_BRANCH?: string | undefined;
  /** Set by the host on every build: the repository's address, https or ssh. */
  REPOSITORY_URL?: string | undefined;
  /** Set by the host on every build: the branch being built. */
  BRANCH?: string | undefined;
  /** "true" on every build the host runs. */
  NETLIFY?: string | undefined;
}

/** A GitHub repository's owner/name from the host's REPOSITORY_URL (https://github.com/o/n, git@github.com:o/n.git) or a plain o/n. */
export function githubRepository(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const match = /^(?:(?:https:\/\/|ssh:\/\/git@|git@)github\.com[/:])?([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+?)(?:\.git)?\/?$/.exec(address.trim());
  return match?.[1];
}

/**
 * The login the build writes into /admin/. An unknown EDITOR_LOGIN, or a
 * repository that is not a GitHub owner/name, is refused before anything is
 * read (exit 2): an editor that opens on a login that can never work is worse
 * than a build that says why.
 */
export function readEditorLogin(variables: EditorLoginVariables): EditorLogin {
  const branch = variables.EDITOR_BRANCH?.trim() || variables.BRANCH?.trim() || "main";
  const login = variables.EDITOR_LOGIN?.trim() || "github";
  if (login === "git-gateway") return { backend: "git-gateway", branch };
  if (login !== "github") throw new Refusal(`the EDITOR_LOGIN environment variable is ${JSON.stringify(login)}: expected github (staff sign in with GitHub) or git-gateway (a site that already has Netlify Identity and Git Gateway)`);
  const named = variables.EDITOR_REPOSITORY?.trim();
  if (named && !githubRepository(named)) throw new Refusal(`the EDITOR_REPOSITORY environment variable is ${JSON.stringify(named)}: expected a GitHub repository as owner/name, such as ouse-valley/website`);
  const repo = githubRepository(named) ?? githubRepository(variables.REPOSITORY_URL);
  // On the host the editor would open on Decap's configuration error; on a developer's computer `npm run cms` needs no repository.
  if (!repo && variables.NETLIFY === "true")
    throw new Refusal(
      `the editor's GitHub login needs the repository, and REPOSITORY_URL is ${JSON.stringify(variables.REPOSITORY_URL ?? "")}: set EDITOR_REPOSITORY to the GitHub repository as owner/name, or EDITOR_LOGIN to git-gateway`,
    );
  return { backend: "github", repo, branch };
}

/** Where Decap's GitHub backend talks to GitHub, and where a signed-in member of staff's picture comes from. */
export const githubOrigins = { api: "https://api.github.com", avatars: "https://avatars.githubusercontent.com" } as const;

/** The variables above, taken from an environment such as process.env. */
export function editorLoginVariables(environment: Record<string, string | undefined>): EditorLoginVariables {
  const { EDITOR_LOGIN, EDITOR_REPOSITORY, EDITOR_BRANCH, REPOSITORY_URL, BRANCH, NETLIFY } = environment;
  return { EDITOR_LOGIN, EDITOR_REPOSITORY, EDITOR_BRANCH, REPOSITORY_URL, BRANCH, NETLIFY };
}
