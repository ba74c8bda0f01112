// The results this tab last showed, in sessionStorage: this tab only, never sent anywhere.
const key = "job-board-results";

/** Call it again whenever a search changes the address. */
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
