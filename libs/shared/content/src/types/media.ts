// Strapi's own shapes (media library, rich text); the components' types are generated (model.generated.ts).
export type Media = {
  url: string;
  alternativeText: string | null;
  width: number | null;
  height: number | null;
  mime?: string;
  size?: number;
  name?: string;
};

/** Strapi "blocks" rich text: a tree of nodes, rendered by the blocks library. */
export type RichTextNode = { type: string; children?: RichTextNode[]; [key: string]: unknown };
export type RichText = RichTextNode[];
