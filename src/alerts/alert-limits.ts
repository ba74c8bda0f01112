// Shared by the site's pages and the host functions, so no Node API here.

/** RFC 5321's limit on a forward path. */
export const maxAddressLength = 254;
/** A longer field is a script, not a candidate. */
export const maxSearchFieldLength = 100;
export const unconfirmedLifetimeDays = 7;
