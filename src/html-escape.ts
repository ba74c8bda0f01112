// Text written into HTML by hand, for the few pages made as strings rather
// than by React: the editor's page and Netlify Identity's e-mails
// (admin-files.ts), the editor's list of problems and its preview's image
// sources (editor-preview.ts), and the local servers' own pages (the failed
// build, the post that was too large, the mailbox). One function, so every
// one of them escapes alike. React escapes most else the site shows; a few
// modules escape for their own output (alert-answers.ts, JobSearchResultsScreen.tsx,
// render.tsx as React does, site-files.ts and feeds.ts for XML).
// No Node API: the editor's browser script imports it too.

/**
 * Text safe inside an element or a double-quoted attribute value: &, <, >
 * and " as named references. A single quote is left as it is, so every
 * attribute these pages write is double-quoted.
 */
export const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
