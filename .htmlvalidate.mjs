// html-validate's recommended rules, with only the changes React's server
// renderer forces on us. Each changed rule says why.
/** @type {import("html-validate").ConfigData} */
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // renderToStaticMarkup closes void elements as <input/>; both forms are valid HTML.
    "void-style": ["error", { style: "selfclose" }],
    // React writes boolean attributes as required="" and hidden=""; HTML treats that exactly like a bare attribute.
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
  },
};
