// The editor's files at /admin/ (D32): its page, Decap's configuration, Decap
// itself (served from the site, never a CDN), its script and the last build's
// content. Nothing here is linked from the site or loaded by any other page.
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { SiteContent } from "../content/validate";
import type { CalendarDate } from "../jobs/calendar";
import type { Route } from "../routes";
import type { EditorSnapshot } from "./check-entry";
import { editorConfigYaml } from "./cms-config";
import type { EditorLogin } from "./editor-login";
import { escapeUTF8 as escapeHtml } from "entities";
import { descriptionWithoutMarkup } from "../jobs/search-index";
import { vacancyStatus } from "../jobs/vacancy-status";
import type { VacancyData } from "../jobs/vacancy-schema";

const requireFromHere = createRequire(import.meta.url);

export type AdminFile = {
  path: string;
  source: string;
} & (
  | { contents: string | Uint8Array }
  | { /** An installed file, copied as it is: the build never reads it (output.ts). */ copyOf: string }
);

export interface AdminInputs {
  content: SiteContent;
  contentDir: string;
  routes: readonly Route[];
  siteUrl: string;
  siteUrlOverride: string | undefined;
  today: CalendarDate;
  stylesheetHref: string;
  editor: { href: string; contents: Uint8Array };
  editorLogin: EditorLogin;
}

function vendorFiles(login: EditorLogin): AdminFile[] {
  const decapFolder = path.dirname(requireFromHere.resolve("decap-cms/dist/decap-cms.js"));
  const decap = readdirSync(decapFolder)
    .filter((name) => name.endsWith("decap-cms.js"))
    .sort()
    .map((name) => ({ path: `admin/${name}`, copyOf: path.join(decapFolder, name), source: "node_modules/decap-cms" }));
  if (login.backend !== "git-gateway") return decap;
  const identity = requireFromHere.resolve("netlify-identity-widget/build/netlify-identity-widget.js");
  return [
    ...decap,
    { path: "admin/netlify-identity-widget.js", copyOf: identity, source: "node_modules/netlify-identity-widget" },
  ];
}

/** Other vacancies' bodies are left out: no page shows one on another's, and a large board's would make the file many times larger. */
export function editorSnapshot(inputs: AdminInputs): EditorSnapshot {
  const resolved = path.resolve(inputs.contentDir);
  const contentFolder = resolved.endsWith(path.sep) ? resolved : resolved + path.sep;
  const inContent = (file: string) =>
    `content/${path.resolve(file).slice(contentFolder.length).split(path.sep).join("/")}`;
  const rebase = <E extends { file: string }>(entry: E): E => ({ ...entry, file: inContent(entry.file) });
  const { site, routes, vacancies, ...collections } = inputs.content;
  const content = {
    ...Object.fromEntries(
      Object.entries(collections).map(([key, entries]) => [key, (entries as { file: string }[]).map(rebase)]),
    ),
    site: rebase(site),
    routes: Object.fromEntries(Object.entries(routes).map(([key, entry]) => [key, rebase(entry)])),
    // Words only, for the synonyms' check against every open vacancy (D44). The file is public, so a vacancy not yet
    // posted keeps only what the checks compare across files, never its words (D24).
    vacancies: vacancies.map((vacancy) =>
      vacancyStatus(vacancy.data, inputs.today) === "scheduled"
        ? {
            ...rebase(vacancy),
            data: unpostedVacancyData(vacancy.data),
            html: "",
          }
        : { ...rebase(vacancy), html: descriptionWithoutMarkup(vacancy.html) },
    ),
  } as unknown as SiteContent;
  return {
    content,
    siteUrlOverride: inputs.siteUrlOverride,
    siteUrl: inputs.siteUrl,
    today: inputs.today,
    pagePaths: inputs.routes.map((route) => route.path),
    stylesheet: inputs.stylesheetHref,
  };
}

function editorPage(tradingName: string, editorHref: string, stylesheetHref: string, login: EditorLogin): string {
  const identityWidget =
    login.backend === "git-gateway" ? `<script src="/admin/netlify-identity-widget.js"></script>\n` : "";
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex, nofollow" />
<title>Editor | ${escapeHtml(tradingName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
</head>
<body>
<noscript><p>The editor needs JavaScript. Switch it on for this site, or ask a developer to edit the files in content/.</p></noscript>
${identityWidget}<script src="/admin/decap-cms.js"></script>
<script src="${editorHref}" data-snapshot="/admin/site-content.json" data-stylesheet="${stylesheetHref}"></script>
</body>
</html>
`;
}

/** Netlify Identity's e-mails, so an invitation or a reset opens the editor, where the widget is (docs/admin-guide.md). */
function identityEmails(tradingName: string): AdminFile[] {
  const email = (name: string, heading: string, text: string, link: string, hash: string) => ({
    path: `admin/emails/${name}.html`,
    source: "src/admin/admin-files.ts",
    contents: `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8" />
<title>${escapeHtml(heading)}</title>
</head>
<body>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="{{ .SiteURL }}/admin/#${hash}={{ .Token }}">${escapeHtml(link)}</a></p>
</body>
</html>
`,
  });
  return [
    email(
      "invitation",
      `You are invited to edit the ${tradingName} website`,
      "Follow the link to choose a password. You can then post and edit vacancies from your browser.",
      "Accept the invitation",
      "invite_token",
    ),
    email(
      "recovery",
      "Reset your password",
      "Follow the link to choose a new password for the website's editor.",
      "Choose a new password",
      "recovery_token",
    ),
    email(
      "confirmation",
      "Confirm your email address",
      "Follow the link to confirm your email address for the website's editor.",
      "Confirm your address",
      "confirmation_token",
    ),
    email(
      "email-change",
      "Confirm your new email address",
      "Follow the link to confirm the new email address for the website's editor.",
      "Confirm the change",
      "email_change_token",
    ),
  ];
}

/** config.yml: made from the generator's code, the site's URL and the login alone. */
function editorConfig({ siteUrl, editorLogin }: AdminInputs): string {
  return editorConfigYaml({ siteUrl, login: editorLogin });
}

export function adminFiles(inputs: AdminInputs): AdminFile[] {
  const tradingName = inputs.content.site.data.tradingName;
  return [
    {
      path: "admin/index.html",
      contents: editorPage(tradingName, inputs.editor.href, inputs.stylesheetHref, inputs.editorLogin),
      source: "src/admin/admin-files.ts",
    },
    { path: "admin/config.yml", contents: editorConfig(inputs), source: "the collection declarations" },
    { path: "admin/site-content.json", contents: JSON.stringify(editorSnapshot(inputs)), source: "the content" },
    { path: inputs.editor.href.slice(1), contents: inputs.editor.contents, source: "src/admin/editor.client.tsx" },
    ...vendorFiles(inputs.editorLogin),
    ...(inputs.editorLogin.backend === "git-gateway" ? identityEmails(tradingName) : []),
  ];
}

/**
 * What the editor's checks need of a vacancy not yet posted: its reference, sector and place, compared across files,
 * and what its state is worked out from. A field not named here, a new one included, is never published early.
 */
function unpostedVacancyData(data: VacancyData) {
  const { reference, sector, engagement, hours, location, pay, posted, closes, filled, clientAuthorised } = data;
  return {
    title: reference,
    reference,
    sector,
    engagement,
    hours,
    location,
    pay,
    posted,
    closes,
    filled,
    summary: "",
    requirements: [],
    clientAuthorised,
  };
}
