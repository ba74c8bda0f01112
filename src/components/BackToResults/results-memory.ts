// Which job results this tab last showed (issue 38): the listing page, or
// the search, with its query. A vacancy page opened from them leads back to
// exactly those results (back-to-results.client.ts). Kept in sessionStorage:
// this tab only, gone when it closes, never sent anywhere.
const key = "job-board-results";

/** Remembers the results this page shows now; call it again whenever a search changes the address. */
export function rememberResults(): void {
  try {
    sessionStorage.setItem(key, location.pathname + location.search);
  } catch {
    // Storage may be off (a private window, a strict setting): the link then stays the listing's.
  }
}

export function rememberedResults(): string | undefined {
  try {
    return sessionStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}
