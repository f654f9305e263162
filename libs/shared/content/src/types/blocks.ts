import type { Link, Media, RichText } from './media';

type Theme = 'red' | 'white' | 'grey';
type Base<C extends string> = { __component: C; id?: number };

export type HeroBlock = Base<'blocks.hero'> & {
  eyebrow?: string | null;
  title: string;
  text?: string | null;
  image?: Media | null;
  primaryAction?: Link | null;
  secondaryAction?: Link | null;
  theme?: Theme | null;
};
export type Slide = {
  id?: number;
  title: string;
  text?: string | null;
  image?: Media | null;
  action?: Link | null;
  theme?: Theme | null;
};
export type CarouselBlock = Base<'blocks.carousel'> & { title?: string | null; slides: Slide[] };
export type RichTextBlock = Base<'blocks.rich-text'> & { title?: string | null; body: RichText };
export type CardItem = {
  id?: number;
  title: string;
  text?: string | null;
  image?: Media | null;
  icon?: string | null;
  badge?: string | null;
  link?: Link | null;
};
export type CardGridBlock = Base<'blocks.card-grid'> & {
  title?: string | null;
  intro?: string | null;
  cards: CardItem[];
};
export type Bundle = {
  id?: number;
  name: string;
  price: number;
  validity: string;
  data?: string | null;
  minutes?: string | null;
  sms?: string | null;
  ussdCode?: string | null;
};
export type BundleTableBlock = Base<'blocks.bundle-table'> & {
  title?: string | null;
  intro?: string | null;
  bundles: Bundle[];
};
export type Feature = { id?: number; title: string; text?: string | null; icon?: string | null };
export type FeatureListBlock = Base<'blocks.feature-list'> & {
  title?: string | null;
  intro?: string | null;
  features: Feature[];
};
export type Step = { id?: number; title: string; text?: string | null; dialCode?: string | null };
export type HowToStepsBlock = Base<'blocks.how-to-steps'> & {
  title?: string | null;
  intro?: string | null;
  steps: Step[];
};
export type FaqItem = { id?: number; slug: string; question: string; answer: RichText };
export type FaqListBlock = Base<'blocks.faq-list'> & { title?: string | null; items: FaqItem[] };
export type CallToActionBlock = Base<'blocks.call-to-action'> & {
  title: string;
  text?: string | null;
  primaryAction?: Link | null;
  secondaryAction?: Link | null;
  theme?: Theme | null;
};
export type ImageTextBlock = Base<'blocks.image-text'> & {
  title: string;
  body?: RichText | null;
  image?: Media | null;
  imagePosition?: 'left' | 'right' | null;
  action?: Link | null;
};
export type DocumentItem = {
  id?: number;
  title: string;
  description?: string | null;
  date: string;
  category?: string | null;
  file?: Media | null;
};
export type DocumentsListBlock = Base<'blocks.documents-list'> & {
  title?: string | null;
  intro?: string | null;
  documents: DocumentItem[];
};
export type Person = { id?: number; name: string; role: string; bio?: string | null; photo?: Media | null };
export type PeopleGridBlock = Base<'blocks.people-grid'> & {
  title?: string | null;
  intro?: string | null;
  people: Person[];
};
export type EventCalendarBlock = Base<'blocks.event-calendar'> & {
  title?: string | null;
  intro?: string | null;
  category?: 'investor' | 'community' | 'all' | null;
};
export type Figure = { id?: number; value: string; label: string; note?: string | null };
export type KeyFiguresBlock = Base<'blocks.key-figures'> & { title?: string | null; figures: Figure[] };
export type AppLinksBlock = Base<'blocks.app-links'> & {
  title: string;
  text?: string | null;
  appName?: string | null;
  image?: Media | null;
  playStoreUrl?: string | null;
  appStoreUrl?: string | null;
};
export type ContactChannel = {
  id?: number;
  kind: 'phone' | 'ussd' | 'whatsapp' | 'email' | 'chat' | 'shop' | 'twitter' | 'facebook' | 'instagram';
  label: string;
  value: string;
  href?: string | null;
  hours?: string | null;
};
export type ContactChannelsBlock = Base<'blocks.contact-channels'> & {
  title?: string | null;
  intro?: string | null;
  channels: ContactChannel[];
};
export type VideoLinkBlock = Base<'blocks.video-link'> & {
  title: string;
  text?: string | null;
  url: string;
  thumbnail?: Media | null;
  duration?: string | null;
};
export type CollectionName =
  | 'news-updates'
  | 'announcements'
  | 'sport-updates'
  | 'foundation-updates'
  | 'device-updates'
  | 'vbu-services'
  | 'events';
export type CollectionEmbedBlock = Base<'blocks.collection-embed'> & {
  title?: string | null;
  intro?: string | null;
  collection: CollectionName;
  limit?: number | null;
  filter?: string | null;
};
export type FormName = 'foundation-application' | 'business-community' | 'shareholder';
export type FormEmbedBlock = Base<'blocks.form-embed'> & {
  title?: string | null;
  intro?: string | null;
  form: FormName;
};
export type TariffCalculatorBlock = Base<'blocks.tariff-calculator'> & {
  title?: string | null;
  intro?: string | null;
};
/** The site's list of what it stores on a device, with the clear button and the consent choice. */
export type CookiePreferencesBlock = Base<'blocks.cookie-preferences'> & {
  title?: string | null;
  intro?: string | null;
};

export type Block =
  | HeroBlock
  | CarouselBlock
  | RichTextBlock
  | CardGridBlock
  | BundleTableBlock
  | FeatureListBlock
  | HowToStepsBlock
  | FaqListBlock
  | CallToActionBlock
  | ImageTextBlock
  | DocumentsListBlock
  | PeopleGridBlock
  | EventCalendarBlock
  | KeyFiguresBlock
  | AppLinksBlock
  | ContactChannelsBlock
  | VideoLinkBlock
  | CollectionEmbedBlock
  | FormEmbedBlock
  | TariffCalculatorBlock
  | CookiePreferencesBlock;

export type BlockComponent = Block['__component'];
