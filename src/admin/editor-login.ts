// How staff log in to the editor on the host (docs/decisions.md, "Staff log in
// with GitHub through the host's OAuth provider"): Decap's GitHub backend by
// default; EDITOR_LOGIN=git-gateway for a site that already has Netlify
// Identity, which the host calls deprecated. `npm run cms` needs no login.
import { Refusal } from "../pipeline/refusal";

export type EditorLogin =
  | {
      backend: "github";
      /** Undefined on a developer's computer, where the build was not told. */
      repo: string | undefined;
      branch: string;
    }
  | { backend: "git-gateway"; branch: string };

export interface EditorLoginVariables {
  EDITOR_LOGIN?: string | undefined;
  EDITOR_REPOSITORY?: string | undefined;
  EDITOR_BRANCH?: string | undefined;
  REPOSITORY_URL?: string | undefined;
  BRANCH?: string | undefined;
  NETLIFY?: string | undefined;
}

/** From REPOSITORY_URL (https://github.com/o/n, git@github.com:o/n.git) or a plain o/n. */
export function githubRepository(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const match =
    /^(?:(?:https:\/\/|ssh:\/\/git@|git@)github\.com[/:])?([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+?)(?:\.git)?\/?$/.exec(
      address.trim(),
    );
  return match?.[1];
}

/** Refused before anything is read (exit 2): an editor that opens on a login that cannot work is worse than a build that says why. */
export function readEditorLogin(variables: EditorLoginVariables): EditorLogin {
  const branch = variables.EDITOR_BRANCH?.trim() || variables.BRANCH?.trim() || "main";
  const login = variables.EDITOR_LOGIN?.trim() || "github";
  if (login === "git-gateway") return { backend: "git-gateway", branch };
  if (login !== "github")
    throw new Refusal(
      `the EDITOR_LOGIN environment variable is ${JSON.stringify(login)}: expected github (staff sign in with GitHub) or git-gateway (a site that already has Netlify Identity and Git Gateway)`,
    );
  const named = variables.EDITOR_REPOSITORY?.trim();
  if (named && !githubRepository(named))
    throw new Refusal(
      `the EDITOR_REPOSITORY environment variable is ${JSON.stringify(named)}: expected a GitHub repository as owner/name, such as ouse-valley/website`,
    );
  const repo = githubRepository(named) ?? githubRepository(variables.REPOSITORY_URL);
  // On the host the editor would open on Decap's configuration error; locally `npm run cms` needs no repository.
  if (!repo && variables.NETLIFY === "true")
    throw new Refusal(
      `the editor's GitHub login needs the repository, and REPOSITORY_URL is ${JSON.stringify(variables.REPOSITORY_URL ?? "")}: set EDITOR_REPOSITORY to the GitHub repository as owner/name, or EDITOR_LOGIN to git-gateway`,
    );
  return { backend: "github", repo, branch };
}

export const githubOrigins = {
  api: "https://api.github.com",
  avatars: "https://avatars.githubusercontent.com",
} as const;

/** The variables above, taken from an environment such as process.env. */
export function editorLoginVariables(environment: Record<string, string | undefined>): EditorLoginVariables {
  const { EDITOR_LOGIN, EDITOR_REPOSITORY, EDITOR_BRANCH, REPOSITORY_URL, BRANCH, NETLIFY } = environment;
  return { EDITOR_LOGIN, EDITOR_REPOSITORY, EDITOR_BRANCH, REPOSITORY_URL, BRANCH, NETLIFY };
}
