import { firstScreenEnd } from '@site/shared-server-contract';

/**
 * Where the page's first screen ends (after its first block, or a detail page's own header): the
 * server asks the browser to paint from here on (`firstScreenEnd`, ADR 0023).
 */
export function FirstScreenEnd() {
  return <span id={firstScreenEnd} hidden />;
}
