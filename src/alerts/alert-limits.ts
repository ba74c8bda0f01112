// Job alerts' limits, with no Node API: the site's pages (rendered in the
// editor's preview too) and the host functions share them.

/** RFC 5321's limit on a forward path, which is what an address must fit in to be delivered. */
export const maxAddressLength = 254;
/** Longer than any What or Where a person types; a longer field is a script, not a candidate. */
export const maxSearchFieldLength = 100;
/** How long a sign-up waits for its confirmation before it is deleted (D41). */
export const unconfirmedLifetimeDays = 7;
