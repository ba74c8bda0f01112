// The host's _headers file (Netlify format), read the way the host reads it,
// so a preview answers with the same Content-Security-Policy and cache rules
// as the live site: https://docs.netlify.com/routing/headers/
//
//   /*
//     X-Frame-Options: DENY
//   /assets/*
//     Cache-Control: public, max-age=31536000, immutable

export interface HeaderRule {
  pattern: string;
  matches: (urlPath: string) => boolean;
  headers: [name: string, value: string][];
}

/** `*` matches anything (including slashes), `:name` one path segment; everything else literally. */
function compilePattern(pattern: string): (urlPath: string) => boolean {
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => {
      if (part === "*") return ".*";
      if (part.startsWith(":")) return "[^/]+";
      return part.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  const expression = new RegExp(`^${source}$`);
  return (urlPath) => expression.test(urlPath);
}

/** A path pattern line starts in the first column; its headers are the indented lines below it. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      rules.push({ pattern, matches: compilePattern(pattern), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(":");
    if (!rule || colon === -1) continue;
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * Every header whose pattern matches the path. When two matching rules set
 * the same header the host joins the values with a comma, so this does too.
 */
export function headersFor(rules: HeaderRule[], urlPath: string): Map<string, string> {
  const headers = new Map<string, string>();
  const names = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.matches(urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const earlier = headers.get(key);
      headers.set(key, earlier === undefined ? value : `${earlier}, ${value}`);
      if (!names.has(key)) names.set(key, name);
    }
  }
  return new Map([...headers].map(([key, value]) => [names.get(key) ?? key, value]));
}
