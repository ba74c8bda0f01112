import { editorConfigYaml } from "./src/admin/cms-config";
console.log(editorConfigYaml({ siteUrl: "https://www.ousevalley.example" }));
