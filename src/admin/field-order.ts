// A new content file's field order: the schema's, at every level.
import * as z from "zod";
import type { JsonSchema as JsonNode } from "./cms-config";
import type { FieldOrder } from "./content-file";

function orderOf(node: JsonNode): FieldOrder {
  const properties = Object.entries(node.properties ?? {});
  const inner: Record<string, FieldOrder> = {};
  for (const [name, property] of properties) {
    const object = property.type === "array" ? property.items : property;
    if (object?.type === "object") inner[name] = orderOf(object);
  }
  return {
    keys: properties.map(([name]) => name),
    inner,
    // Whole numbers are integers in the schema; every other number is pounds and pence (pay.from, pay.to).
    money: properties.filter(([, property]) => property.type === "number").map(([name]) => name),
  };
}

export function fieldOrderOf(schema: z.ZodType): FieldOrder {
  return orderOf(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonNode);
}
