// html-validate's recommended rules, with only the changes React's server
// renderer forces on us. Each changed rule says why.
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // renderToStaticMarkup closes void elements as <input/>; both forms are valid HTML.
    "void-style": ["error", { style: "selfclose" }],
    // React writes boolean attributes as required="" and hidden=""; HTML treats that exactly like a bare attribute.
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    // React keeps the DOM-property spelling of some attributes (charSet, srcSet, fetchPriority,
    // autoComplete, spellCheck). HTML attribute names are case-insensitive, so the browser reads
    // them exactly as their lowercase forms.
    "attr-case": ["error", { style: ["lowercase", "camelcase"], ignoreForeign: true }],
  },
};
