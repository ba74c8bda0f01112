// React writes a few HTML attributes in their DOM-property spelling
// (charSet, srcSet, fetchPriority, autoComplete, spellCheck, encType,
// enterKeyHint, maxLength). Browsers read
// attribute names case-insensitively, but validators and tools that read
// HTML as text expect the lowercase names the HTML standard uses. React
// passes a lowercase name it does not know through as written, so these are
// written lowercase where they arise, typed here because React's own types
// only know the camelCase spelling.
//
// A second reason for fetchpriority: given `fetchPriority="high"`, React
// hoists its own preload link into <head>; the hero image's preload is
// written by the page instead (ImagePreload), where it can be seen.

export interface LowercaseAttributes {
  charset?: string;
  srcset?: string;
  imagesrcset?: string;
  imagesizes?: string;
  fetchpriority?: "high" | "low" | "auto";
  autocomplete?: string;
  spellcheck?: "true" | "false";
  enctype?: "multipart/form-data";
  enterkeyhint?: "search" | "go" | "done" | "next";
  maxlength?: string;
}

/** Spread onto an element: <img {...htmlAttributes({ srcset })} />. Undefined values are left out. */
export function htmlAttributes(attributes: LowercaseAttributes): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined)) as Record<string, string>;
}
