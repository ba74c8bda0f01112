// The files a static host reads beside the pages: sitemap.xml, robots.txt
// and _headers (D19).
import type { Route } from "../routes";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every indexable page; the thank-you and not-found pages stay out (D10). */
export function renderSitemap(routes: Route[], siteUrl: string): string {
  const urls = routes
    .filter((route) => route.indexable)
    .map((route) => `  <url><loc>${escapeXml(`${siteUrl}${route.path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export interface HeaderPolicy {
  /** Origins images may come from besides the site itself, such as https://images.unsplash.com */
  imageOrigins: string[];
}

/** The Content-Security-Policy: everything from the site itself, photographs from the stock host. */
export function contentSecurityPolicy({ imageOrigins }: HeaderPolicy): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' ${imageOrigins.join(" ")}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
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

/**
 * Netlify's _headers format. Security headers apply everywhere; hashed assets
 * are cached for a year, and each page is revalidated on every visit so an
 * update shows at once.
 */
export function renderHeaders(routes: Route[], policy: HeaderPolicy): string {
  const security = [
    `Content-Security-Policy: ${contentSecurityPolicy(policy)}`,
    "X-Content-Type-Options: nosniff",
    "Referrer-Policy: strict-origin-when-cross-origin",
    `Permissions-Policy: ${disabledFeatures.map((feature) => `${feature}=()`).join(", ")}`,
    "X-Frame-Options: DENY",
  ];
  const block = (pattern: string, headers: string[]) => `${pattern}\n${headers.map((header) => `  ${header}`).join("\n")}\n`;
  const pages = routes.map((route) => block(route.path, ["Cache-Control: public, max-age=0, must-revalidate"]));
  return [block("/*", security), block("/assets/*", ["Cache-Control: public, max-age=31536000, immutable"]), ...pages].join("\n");
}
