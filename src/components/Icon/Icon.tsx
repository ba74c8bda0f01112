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
// The names are content's (an `icon` field names one); each must have its picture here, or this does not compile.
import type { IconName } from "../../content/icon-names";

const icons: Record<IconName, LucideIcon> = {
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
};

export type { IconName };

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const Svg = icons[name];
  return <Svg size={size} className={className ? `icon ${className}` : "icon"} aria-hidden="true" focusable="false" />;
}
