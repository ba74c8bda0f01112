// One page as a whole document, rendered by React in one go: the reference the
// build's faster path (render.tsx) is held to, and what the editor at /admin/
// shows as its preview (D32). Nothing here touches Node's own modules, so it
// runs in the browser as well.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Layout, type SiteChrome } from "../components/Layout/Layout";
import type { Route } from "../routes";

/** renderToStaticMarkup writes no doctype; without one browsers render in quirks mode. */
export const doctype = "<!DOCTYPE html>";

export function layoutElement(
  route: Pick<Route, "path" | "title" | "description" | "indexable" | "section">,
  chrome: SiteChrome,
  head: ReactElement | string | undefined,
  main: ReactElement | string,
) {
  const page = {
    path: route.path,
    title: route.title,
    description: route.description,
    indexable: route.indexable,
    section: route.section,
  };
  return (
    <Layout chrome={chrome} page={page} head={head}>
      {main}
    </Layout>
  );
}

/** The whole document rendered by React in one go: the reference the faster path is held to. */
export function renderRoute(route: Route, chrome: SiteChrome): string {
  return doctype + renderToStaticMarkup(layoutElement(route, chrome, route.head?.(), route.render()));
}
