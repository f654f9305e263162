import type { Locale } from '@site/shared-i18n';
import type { Media, RichText } from './media';
import type {
  AppLink,
  Block,
  ContactChannel,
  Feature,
  Link,
  LinkGroup,
  Seo,
  SocialLink,
  SpecItem,
} from './model.generated';

/** Where a text came from: the asked locale, or English when Swahili was missing. */
export type Localised = { locale: Locale };

export type PageContent = Localised & {
  title: string;
  seo: Seo | null;
  backgroundColor: string | null;
  blocks: Block[];
};

export type Sidebar = Localised & {
  tagline: string | null;
  footerGroups: LinkGroup[];
  contactChannels: ContactChannel[];
  socialLinks: SocialLink[];
  appLinks: AppLink[];
  copyright: string | null;
  /** The CMS's "sample content" switch: the site then says on every page that it shows sample content. */
  sampleContent: boolean;
};

type Entry = { id: number; documentId: string; title: string; slug: string };
export type Article = Entry & {
  publishDate: string;
  summary: string | null;
  image: Media | null;
  body: RichText | null;
  category?: string | null;
  competition?: string | null;
  programme?: string | null;
  /** An invented entry of the sample site: shown with a "Sample" badge. */
  sampleContent?: boolean | null;
};
export type DeviceType = {
  id: number;
  documentId: string;
  name: string;
  slug: string;
  description: string | null;
  order: number | null;
  image: Media | null;
};
export type Device = Entry & {
  publishDate: string;
  brand: string | null;
  price: number | null;
  network: string | null;
  summary: string | null;
  image: Media | null;
  specs: SpecItem[];
  body: RichText | null;
  deviceType: DeviceType | null;
  /** A device of the sample site (its price and specification invented): shown with a "Sample" badge. */
  sampleContent?: boolean | null;
};
export type BusinessService = Entry & {
  publishDate: string;
  segment: string | null;
  summary: string | null;
  image: Media | null;
  features: Feature[];
  body: RichText | null;
  /** A business service of the sample site: shown with a "Sample" badge. */
  sampleContent?: boolean | null;
};
export type EventItem = Entry & {
  startDate: string;
  endDate: string | null;
  location: string | null;
  category: string | null;
  summary: string | null;
  link: Link | null;
  /** An invented event of the sample site: shown with a "Sample" badge. */
  sampleContent?: boolean | null;
};
export type TariffBand = {
  category: string;
  categoryLabel: string;
  minimum: number;
  maximum: number | null;
  fee: number | null;
  effectiveDate: string | null;
  source: string | null;
};

export type Pagination = { page: number; pageSize: number; pageCount: number; total: number };
export type Paged<T> = Localised & { items: T[]; pagination: Pagination };
