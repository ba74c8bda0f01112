// Icons are SVG rendered at build time from lucide-react (D15): decorative,
// hidden from assistive technology, never the only label of a control.
// Each icon from its own module: the package's index names all of its 2,000 icons, and the editor's
// script would have esbuild read every one of them (most of its bundling time) to keep these few.
import Award from "lucide-react/icons/award";
import BadgeCheck from "lucide-react/icons/badge-check";
import Baby from "lucide-react/icons/baby";
import Clock from "lucide-react/icons/clock";
import Factory from "lucide-react/icons/factory";
import Handshake from "lucide-react/icons/handshake";
import HeartPulse from "lucide-react/icons/heart-pulse";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Menu from "lucide-react/icons/menu";
import Phone from "lucide-react/icons/phone";
import PoundSterling from "lucide-react/icons/pound-sterling";
import Search from "lucide-react/icons/search";
import ShieldCheck from "lucide-react/icons/shield-check";
import Siren from "lucide-react/icons/siren";
import Star from "lucide-react/icons/star";
import Target from "lucide-react/icons/target";
import Timer from "lucide-react/icons/timer";
import UserCheck from "lucide-react/icons/user-check";
import Users from "lucide-react/icons/users";
import UtensilsCrossed from "lucide-react/icons/utensils-crossed";
import X from "lucide-react/icons/x";
import Zap from "lucide-react/icons/zap";
import type { LucideIcon } from "lucide-react";
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
