// The site's Content-Security-Policy and the editor's (D32). Plain strings
// from the content, touching no Node API: the route table writes the site's
// policy into the not-found page too, and the route table also runs in the
// editor's preview.
import { isMediaPath } from "../images/media";
import type { SiteContent } from "../content/load";
import { allEntries } from "../content/validate";
import { githubOrigins, type EditorLogin } from "../admin/editor-login";

export interface HeaderPolicy {
  /** Origins images may come from besides the site itself, such as https://images.unsplash.com */
  imageOrigins: string[];
}

/** Origins of every image in the content, front matter and Markdown bodies alike. */
export function imageOrigins(content: SiteContent): string[] {
  const origins = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      // An upload (media/…) is served from the site itself, which 'self' allows.
      if (typeof record.src === "string" && "alt" in record && !isMediaPath(record.src))
        origins.add(new URL(record.src).origin);
      Object.values(record).forEach(visit);
    }
  };
  for (const entry of allEntries(content)) {
    visit(entry.data);
    for (const image of entry.references.images) origins.add(new URL(image).origin);
  }
  return [...origins].sort();
}

/**
 * What the policy allows: images from the content's hosts, and nothing
 * inline. It is computed from the content's image addresses alone, never from
 * the built pages, so no block an editor wrote can ever be allowed (D21).
 */
export function headerPolicy(content: SiteContent): HeaderPolicy {
  return { imageOrigins: imageOrigins(content) };
}

/**
 * The site's policy: scripts and styles only from the site itself,
 * photographs from the stock host, nothing framed, no plugins, forms only to
 * the site. No 'unsafe-inline' or 'unsafe-eval', so no page may carry an
 * inline script, an inline event handler or a style attribute.
 */
export function contentSecurityPolicy({ imageOrigins }: HeaderPolicy): string {
  return [...metaDirectives(imageOrigins), "frame-ancestors 'none'"].join("; ");
}

/**
 * The same policy as a <meta> element may carry it, for the not-found page:
 * the host serves that page at any unknown path, where no _headers rule with
 * the site's policy matches (renderHeaders). Browsers ignore frame-ancestors
 * in a meta element and say so in the console, so it is left out; the
 * X-Frame-Options header under /* still keeps the page out of frames.
 */
export function metaSecurityPolicy({ imageOrigins }: HeaderPolicy): string {
  return metaDirectives(imageOrigins).join("; ");
}

function metaDirectives(imageOrigins: string[]): string[] {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${["'self'", ...imageOrigins].join(" ")}`,
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ];
}

/** Where decap-server listens for the editor opened on this computer: 127.0.0.1 only, never the network (src/dev/cli.ts). */
export const localEditorBackend = "http://127.0.0.1:8081";

/**
 * The editor's policy (D32), for /admin/ only. Decap CMS checks its
 * configuration with ajv, which compiles with new Function ('unsafe-eval'),
 * and styles itself at run time ('unsafe-inline' styles). Its calls go to the
 * login's own service (editorLogin below), or, when the editor is opened on
 * localhost, to the local backend that `npm run cms` starts; an uploaded
 * photograph Decap holds as a blob: URL, which it reads back (fetch) to save
 * it (D42). The preview shows the content's images. Nothing may frame it.
 */
export function editorSecurityPolicy({ imageOrigins }: HeaderPolicy, login: EditorLogin): string {
  const service = editorLoginOrigins(login);
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...service.images, ...imageOrigins].join(" "),
    "font-src 'self' data:",
    ["connect-src 'self' blob:", ...service.calls, localEditorBackend].join(" "),
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * What each login needs beyond the site's own origin. GitHub: its API, and
 * the signed-in member of staff's picture. The sign-in itself happens in a
 * window of its own at the host's OAuth provider, which this policy does not
 * govern. Git Gateway: nothing, as Netlify Identity and Git Gateway answer on
 * the site's own origin, under /.netlify/.
 */
function editorLoginOrigins(login: EditorLogin): { calls: string[]; images: string[] } {
  return login.backend === "github"
    ? { calls: [githubOrigins.api], images: [githubOrigins.avatars] }
    : { calls: [], images: [] };
}
