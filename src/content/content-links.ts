// Every internal href an editor wrote must be a page the route table plans (D3, D21).
import type { Entry } from "./collection";
import { expected, problem, type Expectation, type Problem } from "./problems";
import { lineOfLink } from "./safe-markdown";
import { allEntries, type SiteContent } from "./validate";

function linkProblem(known: ReadonlySet<string>, href: string): Expectation | undefined {
  const pathOnly = href.split(/[?#]/)[0] ?? href;
  if (known.has(pathOnly)) return undefined;
  const suggestion = known.has(`${pathOnly}/`) ? `; did you mean ${pathOnly}/?` : "";
  return expected("the path of a page on this site, such as /contact/", `"${href}"${suggestion}`);
}

export function entryLinkProblems(entry: Pick<Entry<unknown>, "file" | "data" | "references">, known: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  const visit = (value: unknown, at: string[]) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...at, String(index)]));
    else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key === "href" && typeof item === "string" && item.startsWith("/")) {
          const wrong = linkProblem(known, item);
          if (wrong) problems.push(problem(entry.file, [...at, key].join("."), wrong));
        } else visit(item, [...at, key]);
      }
    }
  };
  visit(entry.data, []);
  for (const link of entry.references.links) {
    const wrong = link.href.startsWith("/") ? linkProblem(known, link.href) : undefined;
    const line = lineOfLink(link);
    if (wrong) problems.push(problem(entry.file, line === undefined ? link.at : undefined, wrong, line));
  }
  return problems;
}

export function contentLinkProblems(content: SiteContent, pagePaths: Iterable<string>): Problem[] {
  const known = new Set(pagePaths);
  return allEntries(content).flatMap((entry) => entryLinkProblems(entry, known));
}
