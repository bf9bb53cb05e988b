// The product's icon set: lucide-react, re-exported by name. shared-ui is one federation singleton, so every
// icon listed here ships once for all remotes; lucide's per-icon modules keep the rest of the set out.
// Icons are decorative by default (aria-hidden); give the surrounding control its accessible name.
export {
  BadgeCheck, ChartColumn, Check, CreditCard, ChevronDown, ChevronLeft, ChevronRight, Compass, ExternalLink, Handshake, House, Info,
  LogOut, Mail, MapPin, MessageCircle, Rocket, Search, Settings, ShieldCheck, SlidersHorizontal, Sparkles, TrendingUp, User,
  UserRound, Users, X, Youtube, type LucideIcon, type LucideProps,
} from 'lucide-react';
