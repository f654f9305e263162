/*
 * The CMS stores icon names as plain strings; this table is the whole vocabulary. Each icon is
 * imported from its own module so the bundle holds these 43 and not all of lucide.
 */
import type { LucideIcon } from 'lucide-react';
import Wifi from 'lucide-react/icons/wifi';
import Phone from 'lucide-react/icons/phone';
import Message from 'lucide-react/icons/message-circle';
import Globe from 'lucide-react/icons/globe';
import Smartphone from 'lucide-react/icons/smartphone';
import Wallet from 'lucide-react/icons/wallet';
import Send from 'lucide-react/icons/send';
import Banknote from 'lucide-react/icons/banknote';
import CreditCard from 'lucide-react/icons/credit-card';
import Shield from 'lucide-react/icons/shield';
import Heart from 'lucide-react/icons/heart';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Leaf from 'lucide-react/icons/leaf';
import Users from 'lucide-react/icons/users';
import Store from 'lucide-react/icons/store';
import Briefcase from 'lucide-react/icons/briefcase';
import Building from 'lucide-react/icons/building';
import Trophy from 'lucide-react/icons/trophy';
import Music from 'lucide-react/icons/music';
import Tv from 'lucide-react/icons/tv';
import Newspaper from 'lucide-react/icons/newspaper';
import Gift from 'lucide-react/icons/gift';
import Star from 'lucide-react/icons/star';
import Clock from 'lucide-react/icons/clock';
import MapPin from 'lucide-react/icons/map-pin';
import Headphones from 'lucide-react/icons/headphones';
import Lock from 'lucide-react/icons/lock';
import Zap from 'lucide-react/icons/zap';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import HandCoins from 'lucide-react/icons/hand-coins';
import QrCode from 'lucide-react/icons/qr-code';
import Plane from 'lucide-react/icons/plane';
import Signal from 'lucide-react/icons/signal';
import Download from 'lucide-react/icons/download';
import Calendar from 'lucide-react/icons/calendar';
import FileText from 'lucide-react/icons/file-text';
import HelpCircle from 'lucide-react/icons/circle-question-mark';
import Car from 'lucide-react/icons/car';
import Sprout from 'lucide-react/icons/sprout';
import Stethoscope from 'lucide-react/icons/stethoscope';
import BookOpen from 'lucide-react/icons/book-open';
import Bug from 'lucide-react/icons/bug';
import IdCard from 'lucide-react/icons/id-card';

// The names kept as keys, each icon typed by lucide's public `LucideIcon`: a project that references
// this one reads it from the declarations, where lucide's inner types cannot be named.
const table = <K extends string>(icons: Record<K, LucideIcon>) => icons;

export const iconMap = table({
  wifi: Wifi,
  phone: Phone,
  message: Message,
  globe: Globe,
  smartphone: Smartphone,
  wallet: Wallet,
  send: Send,
  banknote: Banknote,
  'credit-card': CreditCard,
  shield: Shield,
  heart: Heart,
  'graduation-cap': GraduationCap,
  leaf: Leaf,
  users: Users,
  store: Store,
  briefcase: Briefcase,
  building: Building,
  trophy: Trophy,
  music: Music,
  tv: Tv,
  newspaper: Newspaper,
  gift: Gift,
  star: Star,
  clock: Clock,
  'map-pin': MapPin,
  headphones: Headphones,
  lock: Lock,
  zap: Zap,
  'piggy-bank': PiggyBank,
  'hand-coins': HandCoins,
  'qr-code': QrCode,
  plane: Plane,
  signal: Signal,
  download: Download,
  calendar: Calendar,
  'file-text': FileText,
  'help-circle': HelpCircle,
  car: Car,
  sprout: Sprout,
  stethoscope: Stethoscope,
  'book-open': BookOpen,
  bug: Bug,
  'id-card': IdCard,
});

export type IconName = keyof typeof iconMap;

export const iconNames = Object.keys(iconMap) as IconName[];

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(iconMap, name);
}
