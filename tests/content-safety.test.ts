// D21: content holds words, not code. Nothing in a content file is ever
// evaluated, raw HTML is text-level markup only, links and images are checked
// as a browser reads them, and what a file may name or nest is bounded, each
// with a message naming the file and the line or field.
import { copyFile, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderSite } from "../src/pipeline/build";
import { loadContent } from "../src/content/load";
import { copyContent, problemsOf, type ContentFixture } from "./support/content-fixture";
import { projectPaths } from "./support/site";

let content: ContentFixture;
beforeEach(async () => {
  content = await copyContent();
});
afterEach(async () => {
  await content.remove();
});

const load = () => loadContent(content.dir);
const render = () =>
  renderSite({ contentDir: content.dir, staticDir: projectPaths.static, sourceDir: projectPaths.source });

/** A Markdown page whose body starts on line 5 of its file. */
const page = (body: string) =>
  `---\ntitle: Working with us\ndescription: How we work with the employers and candidates of Cambridgeshire, step by step.\n---\n${body}\n`;

const allowedTags =
  "<abbr>, <b>, <bdi>, <bdo>, <br>, <cite>, <code>, <del>, <dfn>, <em>, <i>, <ins>, <kbd>, <mark>, <q>, <s>, <samp>, <small>, <span>, <strong>, <sub>, <sup>, <time>, <u>, <var>, <wbr>";

describe("front matter is YAML and is never evaluated", () => {
  it.each(["js", "javascript", "coffee", "toml"])(
    "front matter opened with ---%s is refused before anything runs",
    async (language) => {
      const marker = `__ranFrom_${language}`;
      await content.write(
        "pages/working.md",
        `---${language}\n{ title: (globalThis.${marker} = "Ran", "Working with us") }\n---\nBody.\n`,
      );
      expect(await problemsOf(load)).toEqual([
        `${content.file("pages/working.md")}: expected front matter in YAML, opened with a line of just ---, found "---${language}"; content is never run as code, so remove "${language}"`,
      ]);
      expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
    },
  );

  it("YAML's JavaScript types are not read either", async () => {
    await content.write("pages/working.md", '---\ntitle: !!js/function "function () { return 1 }"\n---\nBody.\n');
    const problems = await problemsOf(load);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /working\.md: front matter is not valid YAML: an unknown tag !<tag:yaml.org,2002:js\/function>; remove the tag \(content is never code\) \(line 2, column \d+\)/,
    );
  });
});

describe("raw HTML in Markdown is text-level markup only", () => {
  it("harmless text-level tags with title, lang, dir and datetime are published as written", async () => {
    await content.write(
      "pages/working.md",
      page(
        'We answer <abbr title="Disclosure and Barring Service">DBS</abbr> questions <em lang="en-GB">daily</em>, <time datetime="2026-11-21">today</time> included.<br>\n<!-- a note for editors -->',
      ),
    );
    const { markdownPages } = await load();
    expect(markdownPages.find((entry) => entry.slug === "working")!.html).toBe(
      '<p>We answer <abbr title="Disclosure and Barring Service">DBS</abbr> questions <em lang="en-GB">daily</em>, <time datetime="2026-11-21">today</time> included.<br></p>\n<!-- a note for editors -->',
    );
  });

  it("a <script> is a content error naming the file and the line", async () => {
    await content.write("pages/working.md", page("First paragraph.\n\nSecond <script>alert(1)</script> paragraph."));
    expect(await problemsOf(load)).toEqual([
      `${content.file("pages/working.md")}: line 7: expected only text-level HTML (${allowedTags}), found <script>`,
    ]);
  });

  it.each([
    ["<style>body{display:none}</style>", "<style>"],
    ['<iframe src="https://evil.example/"></iframe>', "<iframe>"],
    ['<object data="x.swf"></object>', "<object>"],
    ['<embed src="x.swf">', "<embed>"],
    ['<form action="https://evil.example/"><input name="card"></form>', "<form>"],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example/">', "<meta>"],
    ['<link rel="stylesheet" href="https://evil.example/x.css">', "<link>"],
    ['<base href="https://evil.example/">', "<base>"],
    ["<SCRIPT>alert(1)</SCRIPT>", "<script>"],
    ['<svg onload="alert(1)"></svg>', "<svg>"],
    ['<img src="x" onerror="alert(1)">', "<img>"],
    ['<a href="javascript:alert(1)">x</a>', "<a>"],
  ])("%s is refused", async (html, tag) => {
    await content.write("pages/working.md", page(`Some words.\n\n${html}\n`));
    const problems = await problemsOf(load);
    expect(problems[0]).toBe(
      `${content.file("pages/working.md")}: line 7: expected only text-level HTML (${allowedTags}), found ${tag}`,
    );
  });

  it("an event handler or a style attribute on an allowed tag is refused", async () => {
    await content.write(
      "pages/working.md",
      page('A <span onclick="alert(1)">button</span> and a <b style="color:red">warning</b>.'),
    );
    expect(await problemsOf(load)).toEqual([
      `${content.file("pages/working.md")}: line 5: expected only the attributes title, lang and dir on <span>, found the event handler onclick, which would run code`,
      `${content.file("pages/working.md")}: line 5: expected only the attributes title, lang and dir on <b>, found style; the site's look comes from its stylesheet, and a style attribute also breaks the Content-Security-Policy`,
    ]);
  });

  it("a javascript: URL in an attribute is named as one, however it is written", async () => {
    await content.write("pages/working.md", page('<q cite="jav&#x61;script&colon;alert(1)">Quote</q>'));
    expect(await problemsOf(load)).toEqual([
      `${content.file("pages/working.md")}: line 5: expected only the attributes title, lang and dir on <q>, found cite="javascript:alert(1)", a URL that would run code`,
    ]);
  });

  it("a tag left open so that it would swallow later HTML is refused", async () => {
    await content.write(
      "pages/working.md",
      page('<span>\n<b title="x\n\nLater <span title=" onclick=alert(1) ">text</span>'),
    );
    const problems = await problemsOf(load);
    expect(problems[0]).toBe(
      `${content.file("pages/working.md")}: line 5: expected every HTML tag to end with >, found "<b title=\\"x"`,
    );
  });
});

describe("links and images lead only where a link may lead", () => {
  it.each([
    ["[Apply](javascript:alert(1))", "javascript:alert(1)"],
    ["[Apply](JavaScript:alert(1))", "JavaScript:alert(1)"],
    ["[Apply](jav&#x61;script&colon;alert(1))", "jav&#x61;script&colon;alert(1)"],
    ["[Apply](<java\tscript:alert(1)>)", "java\tscript:alert(1)"],
    ["[Apply](vbscript:msgbox)", "vbscript:msgbox"],
    ["[Apply](data:text/html,<script>alert(1)</script>)", "data:text/html,<script>alert(1)</script>"],
    ["<javascript:alert(1)>", "javascript:alert(1)"],
  ])("%s is a content error naming the line", async (markdown, href) => {
    await content.write("pages/working.md", page(`Words first.\n\n${markdown}`));
    const scheme = /^[a-z]+/i.exec(href.replace(/&#x61;/, "a").replace(/\t/, ""))![0].toLowerCase();
    expect(await problemsOf(load)).toEqual([
      `${content.file("pages/working.md")}: line 7: expected a link starting with / (such as /contact/), #, https://, http://, mailto: or tel:, found ${JSON.stringify(href)}; a ${scheme}: link runs code or hides a document, and content may not contain either`,
    ]);
  });

  it("an image with a data: URL is refused; an https:// image's host is allowed by the CSP", async () => {
    await content.write("pages/working.md", page("![A chart](data:image/png;base64,iVBORw0KGgo=)"));
    expect(await problemsOf(load)).toEqual([
      `${content.file("pages/working.md")}: line 5: image: expected an https:// URL without spaces, quotes, commas or semicolons, found "data:image/png;base64,iVBORw0KGgo="`,
    ]);
    await content.write("pages/working.md", page("![A chart](https://charts.example.org/hours.png)"));
    const { output } = await render();
    expect(String(output.files.get("_headers")!.contents)).toMatch(
      /img-src 'self' https:\/\/charts\.example\.org https:\/\/images\.unsplash\.com;/,
    );
  });

  it("an internal link in a Markdown body must lead to a page the build writes", async () => {
    await content.write(
      "pages/working.md",
      page("See [our fees](/fees/), [about us](/about) and [contact](/contact/#form)."),
    );
    expect(await problemsOf(render)).toEqual([
      `${content.file("pages/working.md")}: line 5: expected the path of a page on this site, such as /contact/, found "/fees/"`,
      `${content.file("pages/working.md")}: line 5: expected the path of a page on this site, such as /contact/, found "/about"; did you mean /about/?`,
    ]);
  });
});

describe("inline Markdown in front matter is checked as a body is", () => {
  it("a javascript: link in a form's privacy note names the field", async () => {
    await content.edit("routes/contact.md", (text) =>
      text.replace(/privacy: (.*)\[([^\]]+)\]\(\/privacy\/\)/, "privacy: $1[$2](javascript:alert(1))"),
    );
    expect(await problemsOf(load)).toEqual([
      `${content.file("routes/contact.md")}: form.privacy: expected a link starting with / (such as /contact/), #, https://, http://, mailto: or tel:, found "javascript:alert(1)"; a javascript: link runs code or hides a document, and content may not contain either`,
    ]);
  });

  it("a link in a privacy note to a page that is not built names the field", async () => {
    await content.edit("routes/contact.md", (text) =>
      text.replace(/privacy: (.*)\(\/privacy\/\)/, "privacy: $1(/privacy-notice/)"),
    );
    expect(await problemsOf(render)).toEqual([
      `${content.file("routes/contact.md")}: form.privacy: expected the path of a page on this site, such as /contact/, found "/privacy-notice/"`,
    ]);
  });
});

describe("facts quoted through {{placeholders}} read literally", () => {
  it("HTML and Markdown in a fact are escaped in a body", async () => {
    await content.edit("site.md", (text) =>
      text.replace("tradingName: Ouse Valley Staffing", 'tradingName: "A & B <i>x</i> *y* [z](javascript:alert(1))"'),
    );
    await content.write("pages/working.md", page("{{tradingName}} works for you.\n\n{{companyNumber}}"));
    const { markdownPages } = await load();
    const html = markdownPages.find((entry) => entry.slug === "working")!.html;
    expect(html).toBe(
      "<p>A &amp; B &lt;i&gt;x&lt;/i&gt; *y* [z](javascript:alert(1)) works for you.</p>\n<p>09876543</p>",
    );
  });

  it("a fact that would open a list or heading at the start of a line stays text", async () => {
    await content.edit("site.md", (text) =>
      text.replace("experience: 20+ years", 'experience: "# 1. - not a heading"'),
    );
    await content.write("pages/working.md", page("{{experience}}"));
    const { markdownPages } = await load();
    expect(markdownPages.find((entry) => entry.slug === "working")!.html).toBe("<p># 1. - not a heading</p>");
  });
});

describe("image URLs are plain https:// URLs with a host name", () => {
  it.each([
    [
      "https://images.unsplash.com;sandbox;/photo-1",
      'expected an https:// URL without spaces, quotes, commas or semicolons, found "https://images.unsplash.com;sandbox;/photo-1"',
    ],
    [
      "https://user:secret@images.unsplash.com/photo-1",
      'expected an https:// URL without a user name or password, found "https://user:secret@images.unsplash.com/photo-1"',
    ],
    ["http://images.unsplash.com/photo-1", 'expected an https:// URL, found "http://images.unsplash.com/photo-1"'],
    [
      "https://localhost/photo-1",
      'expected an https:// URL with a host name such as images.unsplash.com, found "https://localhost/photo-1"',
    ],
    [
      "https://192.168.0.1/photo-1",
      'expected an https:// URL with a host name such as images.unsplash.com, found "https://192.168.0.1/photo-1"',
    ],
  ])("%s is a named error", async (src, message) => {
    await content.edit("sectors/healthcare.md", (text) =>
      text.replace("src: https://images.unsplash.com/photo-1559839734-2b71ea197ec2", `src: "${src}"`),
    );
    expect(await problemsOf(load)).toEqual([`${content.file("sectors/healthcare.md")}: image.src: ${message}`]);
  });
});

describe("file names that become URLs are plain lowercase segments the generator does not use", () => {
  it.each([
    [
      "my page.md",
      'expected lowercase letters a-z, digits and single hyphens, such as working-hours.md, found "my page.md"',
    ],
    [
      "Careers.md",
      'expected lowercase letters a-z, digits and single hyphens, such as working-hours.md, found "Careers.md"',
    ],
    [
      "sitemap.xml.md",
      'expected lowercase letters a-z, digits and single hyphens, such as working-hours.md, found "sitemap.xml.md"',
    ],
    [
      "404.html.md",
      'expected lowercase letters a-z, digits and single hyphens, such as working-hours.md, found "404.html.md"',
    ],
    [
      "new\nline.md",
      'expected lowercase letters a-z, digits and single hyphens, such as working-hours.md, found "new\\nline.md"',
    ],
    [
      "double--hyphen.md",
      'expected lowercase letters a-z, digits and single hyphens, such as working-hours.md, found "double--hyphen.md"',
    ],
    [
      "assets.md",
      'expected a name the generator does not use itself, found "assets.md": /assets/ holds the site\'s stylesheet and script, cached for a year; choose another name',
    ],
    [
      "jobs.md",
      'expected a name the generator does not use itself, found "jobs.md": /jobs/ is the vacancies listing (D23); choose another name',
    ],
    [
      "404.md",
      'expected a name the generator does not use itself, found "404.md": the not-found page is 404.html; choose another name',
    ],
  ])("%j is a named content error", async (name, message) => {
    await content.write(`pages/${name}`, page("Words."));
    expect(await problemsOf(render)).toEqual([`${content.file(`pages/${name}`)}: file name: ${message}`]);
  });
});

describe("Markdown nested too deeply to read is a named error, not a stack trace", () => {
  it.each([
    // The first line too deep: 7 for one line of markers; for lists indented two spaces a level, the first indented past 128 columns.
    ["quotes", "> ".repeat(5000) + "deep", 7],
    ["lists on one line", "- ".repeat(5000) + "deep", 7],
    ["indented lists", Array.from({ length: 3000 }, (_, level) => `${"  ".repeat(level)}- deep`).join("\n"), 7 + 65],
  ])("thousands of levels of %s", async (_kind, markdown, line) => {
    await content.write("pages/working.md", page(`Fine so far.\n\n${markdown}`));
    expect(await problemsOf(load)).toEqual([
      `${content.file("pages/working.md")}: line ${line}: expected Markdown nested at most 32 levels deep (quotes written with > and lists), found more; flatten it`,
    ]);
  });
});

describe("text is text: invisible characters never reach a page, a feed or JobPosting", () => {
  const vacancy = "vacancies/banqueting-staff-peterborough.md";
  it.each([
    ["NUL", "\u0000", "U+0000 (NUL)"],
    ["a bell", "\u0007", "U+0007 (a control character)"],
    ["an escape", "\u001b", "U+001B (ESC)"],
    ["a right-to-left override", "\u202e", "U+202E (RIGHT-TO-LEFT OVERRIDE)"],
    ["a left-to-right isolate", "\u2066", "U+2066 (LEFT-TO-RIGHT ISOLATE)"],
  ])(
    "%s in a front-matter field, in a nested field and in the body is an error naming the file, the field and the line",
    async (_name, character, described) => {
      await content.edit(vacancy, (text) =>
        text
          .replace("title: Banqueting", `title: Banqueting${character}`)
          .replace("  town: Peterborough", `  town: Peter${character}borough`)
          .replace("You will lay tables", `You will lay${character} tables`),
      );
      const fix = "delete it (it often comes with text pasted from elsewhere)";
      expect(await problemsOf(load)).toEqual([
        `${content.file(vacancy)}: title: line 2: expected text a reader can see, found the invisible character ${described}; ${fix}`,
        `${content.file(vacancy)}: location.town: line 9: expected text a reader can see, found the invisible character ${described}; ${fix}`,
        `${content.file(vacancy)}: body: line 24: expected text a reader can see, found the invisible character ${described}; ${fix}`,
      ]);
    },
  );

  it("tabs, line ends written as CRLF and every other character of any script are text", async () => {
    await content.edit(vacancy, (text) =>
      text.replace(/\n/g, "\r\n").replace("You will lay tables", "Zoë, Łukasz and Σοφία will lay\ttables"),
    );
    const loaded = await load();
    expect(loaded.vacancies.find((entry) => entry.slug === "banqueting-staff-peterborough")!.html).toContain(
      "Zoë, Łukasz and Σοφία will lay",
    );
  });
});

describe("content is read only from the content folder: a symbolic link anywhere in it stops the build before anything is read", () => {
  const linkMessage = (target: string) =>
    `is a symbolic link to ${target}, and content is read only from files in the content folder itself, so a link could publish a file from anywhere on this computer; put the file itself here (or delete the link)`;

  it("a photograph linked from outside the repository is refused by name, and never processed or published", async () => {
    const outside = await mkdtemp(path.join(tmpdir(), "outside-content-"));
    try {
      const photo = path.join(outside, "outside.jpg");
      await copyFile(content.file("media/meeting-room-st-ives.jpg"), photo);
      await symlink(photo, content.file("media/outside.jpg"));
      await content.edit("routes/about.md", (text) =>
        text.replace("media/meeting-room-st-ives.jpg", "media/outside.jpg"),
      );
      expect(await problemsOf(load)).toEqual([`${content.file("media/outside.jpg")}: ${linkMessage(photo)}`]);
      await expect(render()).rejects.toThrow(/outside\.jpg: is a symbolic link/);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it("links to /etc/passwd and /proc/self/environ are refused before either is read", async () => {
    await symlink("/etc/passwd", content.file("pages/passwd.md"));
    await symlink("/proc/self/environ", content.file("media/environ.jpg"));
    // Exactly these two problems: had either file been read, its text would have made problems of its own.
    expect(await problemsOf(load)).toEqual(
      [
        `${content.file("media/environ.jpg")}: ${linkMessage("/proc/self/environ")}`,
        `${content.file("pages/passwd.md")}: ${linkMessage("/etc/passwd")}`,
      ].sort(),
    );
  });

  it("a linked folder is refused as a link, and nothing inside it is read", async () => {
    const outside = await mkdtemp(path.join(tmpdir(), "outside-folder-"));
    try {
      await writeFile(path.join(outside, "extra.md"), page("Words from elsewhere."));
      await symlink(outside, content.file("pages/elsewhere"));
      await symlink(content.dir, content.file("testimonials/loop"));
      expect(await problemsOf(load)).toEqual(
        [
          `${content.file("pages/elsewhere")}: ${linkMessage(outside)}`,
          `${content.file("testimonials/loop")}: ${linkMessage(content.dir)}`,
        ].sort(),
      );
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});
