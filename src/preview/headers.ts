// The host's _headers file, read as the host reads it, so a preview answers
// with the live site's CSP and cache rules (https://docs.netlify.com/routing/headers/).

export interface HeaderRule {
  pattern: string;
  matches: (urlPath: string) => boolean;
  headers: [name: string, value: string][];
}

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

/** Two matching rules' values for one header are joined with a comma, as the host does. */
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
