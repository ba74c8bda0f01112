import { startPreviewServer } from "/work/wt/job-ui/src/preview/server";
import { launchChromium } from "/work/wt/job-ui/src/tools/chromium";
const root = process.env.ROOT ?? "/tmp/jobui-dist";
const urls = (process.env.URLS ?? "/jobs/?what=care&where=Huntingdon").split(",");
const widths = (process.env.W ?? "390").split(",").map(Number);
const js = process.env.NOJS !== "1";
const server = await startPreviewServer({ root, port: 0 });
const browser = await launchChromium(["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"]);
for (const width of widths) {
  const height = width === 390 ? 844 : width < 800 ? 800 : width === 1920 ? 1080 : 800;
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height }, javaScriptEnabled: js });
  const page = await context.newPage();
  await page.route("https://images.unsplash.com/**", (route) => route.fulfill({ status: 200, contentType: "image/svg+xml", body: `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#bbb"/></svg>` }));
  page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
  for (const url of urls) {
    await page.goto(url);
    await page.waitForTimeout(800);
    const info = await page.evaluate(() => {
      const cards = [...document.querySelectorAll(".vacancy-card")].filter((c) => (c as HTMLElement).checkVisibility());
      return { h1: document.querySelector("h1")?.textContent, h2: document.querySelector("#jobs-results-heading")?.textContent, h2bottom: document.querySelector("#jobs-results-heading")?.getBoundingClientRect().bottom, cards: cards.slice(0, 3).map((c) => { const b = c.getBoundingClientRect(); return [Math.round(b.top), Math.round(b.height)]; }) };
    });
    console.log(width, url, JSON.stringify(info));
    const name = `/tmp/jobui/${width}-${url.replace(/[^a-z0-9]+/gi, "_")}${js ? "" : "-nojs"}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === "1" });
  }
  await context.close();
}
await browser.close();
await server.close();
