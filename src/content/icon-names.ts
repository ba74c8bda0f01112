// The icons a content file may name in an \`icon\` field. The list is
// content's: the schema checks against it, and the Icon component must draw
// every one (its map is typed by it), so content never imports a component.
export const iconNames = [
  "award",
  "badge-check",
  "baby",
  "clock",
  "factory",
  "handshake",
  "heart-pulse",
  "mail",
  "map-pin",
  "menu",
  "phone",
  "pound-sterling",
  "search",
  "shield-check",
  "siren",
  "star",
  "target",
  "timer",
  "user-check",
  "users",
  "utensils",
  "zap",
  "close",
] as const;

export type IconName = (typeof iconNames)[number];
