import { RichText } from '@site/shared-blocks';
import type { RichText as RichTextContent } from '@site/shared-content';
import { Button } from '@site/shared-ui';

export type DetailBodyProps = { body?: RichTextContent | null; backHref: string; backLabel: string };

/** The end of a detail page: the entry's full text, then the way back to its list. */
export function DetailBody({ body, backHref, backLabel }: DetailBodyProps) {
  return (
    <>
      {body && <RichText content={body} />}
      <Button href={backHref} variant="secondary">
        {backLabel}
      </Button>
    </>
  );
}
