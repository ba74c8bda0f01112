// React writes some attributes in DOM-property spelling (srcSet, fetchPriority);
// tools reading HTML as text expect HTML's lowercase names, and React's types
// only know the camelCase. Lowercase fetchpriority also stops React hoisting its own preload.

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

export function htmlAttributes(attributes: LowercaseAttributes): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
}
