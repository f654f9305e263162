export type Media = {
  url: string;
  alternativeText: string | null;
  width: number | null;
  height: number | null;
  mime?: string;
  size?: number;
  name?: string;
};

export type Link = { label: string; href: string; variant?: 'primary' | 'secondary' | 'text' | null };

export type Seo = { metaTitle?: string | null; metaDescription?: string | null; shareImage?: Media | null };

/** Strapi "blocks" rich text: a tree of nodes, rendered by the blocks library. */
export type RichTextNode = { type: string; children?: RichTextNode[]; [key: string]: unknown };
export type RichText = RichTextNode[];
