// Icons are SVG rendered at build time from lucide-react (D15): decorative,
// hidden from assistive technology, never the only label of a control.
import {
  Award,
  BadgeCheck,
  Baby,
  Clock,
  Factory,
  Handshake,
  HeartPulse,
  Mail,
  MapPin,
  Menu,
  Phone,
  PoundSterling,
  Search,
  ShieldCheck,
  Siren,
  Star,
  Target,
  Timer,
  UserCheck,
  Users,
  UtensilsCrossed,
  X,
  Zap,
  type LucideIcon,
} from "lucide-react";

const icons = {
  award: Award,
  "badge-check": BadgeCheck,
  baby: Baby,
  clock: Clock,
  factory: Factory,
  handshake: Handshake,
  "heart-pulse": HeartPulse,
  mail: Mail,
  "map-pin": MapPin,
  menu: Menu,
  phone: Phone,
  "pound-sterling": PoundSterling,
  search: Search,
  "shield-check": ShieldCheck,
  siren: Siren,
  star: Star,
  target: Target,
  timer: Timer,
  "user-check": UserCheck,
  users: Users,
  utensils: UtensilsCrossed,
  zap: Zap,
  close: X,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

/** The names content files may use in an `icon` field. */
export const iconNames = Object.keys(icons) as [IconName, ...IconName[]];

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const Svg = icons[name];
  return <Svg size={size} className={className ? `icon ${className}` : "icon"} aria-hidden="true" focusable="false" />;
}
