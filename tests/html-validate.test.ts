// Every built page is valid HTML under html-validate's recommended rules, as
// adjusted (with reasons) in .htmlvalidate.mjs for React's output.
import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import config from "../.htmlvalidate.mjs";
import { builtPages } from "./support/site";

const validator = new HtmlValidate(config);

describe("html-validate", async () => {
  const pages = await builtPages();

  it.each(pages)("%s is valid", async (file, html) => {
    const report = await validator.validateString(html, file);
    const problems = report.results.flatMap((result) =>
      result.messages.map(
        (message) => `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it("catches an invalid page, so a pass means something", async () => {
    const [file, html] = pages[0]!;
    const broken = html.replace('<main id="main"', '<main id="main"><div id="main"></div');
    const report = await validator.validateString(broken, file);
    expect(report.valid).toBe(false);
  });
});
