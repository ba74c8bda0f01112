// The files a static host reads beside the pages: sitemap.xml, robots.txt
// and _headers (D19).
import { escapeUTF8 } from "entities";
import type { Route } from "../routes";
import { contentSecurityPolicy, editorSecurityPolicy, type HeaderPolicy } from "./security-policy";
import type { EditorLogin } from "../admin/editor-login";
import { listingRoot } from "../jobs/board-paths";

/**
 * Every indexable page the route table does not keep out; the thank-you and
 * not-found pages (D10), closed vacancies (D24) and the job listing's filter
 * combinations stay out. A vacancy says when it was posted (lastmod).
 */
export function renderSitemap(routes: Route[], siteUrl: string): string {
  const urls = routes
    .filter((route) => route.indexable && route.inSitemap !== false)
    .map((route) => {
      const lastmod = route.lastModified ? `<lastmod>${route.lastModified}</lastmod>` : "";
      return `  <url><loc>${escapeUTF8(`${siteUrl}${route.path}`)}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** Features the site never uses, switched off for it and anything it might embed. */
const disabledFeatures = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "usb",
  "xr-spatial-tracking",
];

/** The cache rule of files whose names carry a hash of their contents (assets.ts): they never change. */
export const immutableCacheControl = "public, max-age=31536000, immutable";
/** The cache rule of pages: a browser may keep a copy but asks the host whether it changed on every visit. */
export const revalidateCacheControl = "public, max-age=0, must-revalidate";

/** The folder of the editor, which has a policy of its own. */
export const editorFolder = "admin";

/**
 * Netlify's _headers format. Security headers apply everywhere; hashed assets
 * are cached for a year, and each page is revalidated on every visit so an
 * update shows at once.
 *
 * When several rules match a path, the host sends the headers of all of
 * them, and joins two values of the same header with a comma. A
 * Cache-Control under /* would therefore be joined onto the assets' own
 * ("max-age=0, …, max-age=31536000, immutable"), so /* carries no
 * Cache-Control and each page gets its own exact-path rule instead. Other
 * paths (unhashed static files, the 404 page served at an unknown path) get
 * the host's default, which is the same revalidate-every-time rule.
 *
 * The same goes for the Content-Security-Policy: two joined policies are
 * both enforced, so the site's policy under /* would forbid what the editor
 * at /admin/ needs. The site's policy is therefore given to every top-level
 * file and folder the build writes except /admin/ (which has its own), and
 * the 404 page, served at any unknown path, carries it in a meta element
 * (metaSecurityPolicy).
 */
export function renderHeaders(
  routes: Route[],
  policy: HeaderPolicy,
  files: readonly string[] = [],
  editorLogin: EditorLogin = { backend: "github", repo: undefined, branch: "main" },
): string {
  const sitePolicy = `Content-Security-Policy: ${contentSecurityPolicy(policy)}`;
  const security = [
    "X-Content-Type-Options: nosniff",
    "Referrer-Policy: strict-origin-when-cross-origin",
    `Permissions-Policy: ${disabledFeatures.map((feature) => `${feature}=()`).join(", ")}`,
    // For browsers that predate frame-ancestors.
    "X-Frame-Options: DENY",
  ];
  // One block per pattern: a pattern given twice would be two rules that both match.
  const rules = new Map<string, string[]>();
  const block = (pattern: string, headers: string[]) => {
    const earlier = rules.get(pattern);
    if (earlier) earlier.push(...headers);
    else rules.set(pattern, [...headers]);
    return pattern;
  };
  const folders = new Set<string>();
  const topFiles = new Set<string>();
  for (const file of files) {
    const [first, ...rest] = file.split("/");
    if (!first || first === editorFolder) continue;
    (rest.length > 0 ? folders : topFiles).add(first);
  }
  const policyRules = [
    block("/", [sitePolicy]),
    ...[...topFiles].sort().map((name) => block(`/${name}`, [sitePolicy])),
    // The folder's own path too: the host answers /about with a redirect to /about/.
    ...[...folders].sort().flatMap((name) => [block(`/${name}`, [sitePolicy]), block(`/${name}/*`, [sitePolicy])]),
  ];
  const editorRule = files.some((file) => file.startsWith(`${editorFolder}/`))
    ? [
        block(`/${editorFolder}/*`, [
          `Content-Security-Policy: ${editorSecurityPolicy(policy, editorLogin)}`,
          "X-Robots-Tag: noindex, nofollow",
        ]),
      ]
    : [];
  // The job board's pages (thousands, on a large board) share one rule, which matches no asset; every other page has its own.
  const jobBoard = listingRoot;
  const pages = routes
    .filter((route) => !route.path.startsWith(jobBoard))
    .map((route) => block(route.path, [`Cache-Control: ${revalidateCacheControl}`]));
  const jobPages = routes.some((route) => route.path.startsWith(jobBoard))
    ? [block(`${jobBoard}*`, [`Cache-Control: ${revalidateCacheControl}`])]
    : [];
  const order = new Set([
    block("/*", security),
    ...policyRules,
    ...editorRule,
    block("/assets/*", [`Cache-Control: ${immutableCacheControl}`]),
    ...pages,
    ...jobPages,
  ]);
  return [...order]
    .map(
      (pattern) =>
        `${pattern}\n${rules
          .get(pattern)!
          .map((header) => `  ${header}`)
          .join("\n")}\n`,
    )
    .join("\n");
}
