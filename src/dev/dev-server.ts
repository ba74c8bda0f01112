// npm run dev: build the site, serve it through the preview server, watch
// content/, src/ and static/, rebuild on every change and reload the open
// pages by themselves. This file wires the parts, each in its own module:
//
// - the builds, and the last one's failure (./dev-builds.ts): the site is
//   built into a folder of its own (.cache/dev-site/ unless told), never
//   dist/; a change to src/ first bundles the generator again;
// - the rebuild queue (./rebuild-queue.ts): changes saved together make one
//   build, and changes during a build one more after it;
// - the reload channel (./reload-channel.ts): open pages learn of each build
//   and reload; the pages written first are theirs;
// - the dev server's own answers (./dev-pages.ts): the reload script, added
//   to pages as they are served, so no built file ever contains it, and the
//   build-failed page, shown by every page until a build works again;
// - the folders watched (./watch-folders.ts).
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { bundleClientScript } from "../pipeline/assets";
import { startPreviewServer } from "../preview/server";
import type { LocalMailbox } from "../alerts/local-services";
import { answerDevRequest, withReloadScript } from "./dev-pages";
import { rebuildQueue, queueChange } from "./rebuild-queue";
import { closeChannel, reloadChannel } from "./reload-channel";
import { displayPath, rebuild, removeOwnBundles, devBuilds } from "./dev-builds";
import { watchFolders } from "./watch-folders";

export interface DevServerOptions {
  /** The project folder: src/ is found from it. */
  root: string;
  contentDir: string;
  staticDir: string;
  /** Where the dev build is written; never dist/. */
  outDir: string;
  host?: string;
  port?: number;
  /** The host's URL environment variable, as the real build takes it (D1). */
  siteUrl?: string | undefined;
  /** The day to publish vacancies for (D24); each rebuild's own today when not given. */
  today?: string | undefined;
  /** Where progress and errors are told; the terminal unless a caller says otherwise. */
  log?: (line: string) => void;
  /** Job alerts' local mailbox (src/alerts/local-services.ts): the host's functions run, and /_dev/mail/ shows what they sent. */
  mailbox?: LocalMailbox;
}

export interface DevServer {
  url: string;
  close(): Promise<void>;
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const channel = reloadChannel();
  const builds = devBuilds(options, channel, log);
  await mkdir(builds.bundleDir, { recursive: true });
  const reloadScript = await bundleClientScript(path.join(builds.sourceDir, "dev", "reload.client.ts"));
  const queue = rebuildQueue((reason, sourceChanged) => rebuild(builds, reason, sourceChanged));

  await rebuild(builds, "Started", true);

  const server = await startPreviewServer({
    root: options.outDir,
    host: options.host ?? "127.0.0.1",
    port: options.port ?? 0,
    transformHtml: (html, urlPath) => withReloadScript(channel, html, urlPath),
    handleRequest: (req, res) => answerDevRequest(channel, reloadScript.contents, builds.failure, req, res),
    functions: options.mailbox !== undefined,
    mailbox: options.mailbox,
  });

  const watcher = await watchFolders(
    { sourceDir: builds.sourceDir, contentDir: options.contentDir, staticDir: options.staticDir },
    (file, inSource) => queueChange(queue, displayPath(file), inSource),
    log,
  );

  return {
    url: server.url,
    async close() {
      clearTimeout(queue.settleTimer);
      await watcher.close();
      await queue.building;
      closeChannel(channel);
      await server.close();
      await removeOwnBundles(builds);
    },
  };
}
