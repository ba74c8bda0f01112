// Injected into every page the dev server serves, never into a real build.
// The server tells each connection the number of its latest build; a page
// reloads when that differs from the build it was served from, which also
// catches a rebuild that finished while the connection was being opened.
// Each connection names the page it is on, so a rebuild renders and writes
// the open pages first and reloads them before it finishes the rest.
const script = document.currentScript as HTMLScriptElement | null;
const servedBuild = script?.dataset.build;

const events = new EventSource(`/__dev/events?page=${encodeURIComponent(window.location.pathname)}`);
events.addEventListener("message", (event: MessageEvent<string>) => {
  if (event.data !== servedBuild) window.location.reload();
});
