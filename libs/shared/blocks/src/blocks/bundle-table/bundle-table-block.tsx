import type { Bundle, BundleTableBlock as BundleTableContent } from '@site/shared-content';
import { formatTzs } from '@site/shared-i18n';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Button, Table, type TableColumn } from '@site/shared-ui';
import type { ReactNode } from 'react';
import type { BlockProps } from '../../renderer/block-registry';
import { BlockSection } from '../shared/block-section';
import { resolveHref } from '../shared/cms-link';
import { dialLink } from '../shared/dial';
import { SampleBadge } from '../shared/sample-badge';

type Row = Record<'name' | 'price' | 'validity' | 'data' | 'minutes' | 'sms' | 'code', ReactNode>;
type OptionalKey = 'data' | 'minutes' | 'sms';

const messages = defineMessages({
  bundle: {
    id: 'shared.table.bundle',
    defaultMessage: 'Bundle',
    description: "Column heading of a bundle price table: the bundle's name; one short word",
  },
  price: {
    id: 'shared.table.price',
    defaultMessage: 'Price',
    description: 'Column heading of a bundle price table: the price in shillings; one short word',
  },
  validity: {
    id: 'shared.table.validity',
    defaultMessage: 'Validity',
    description: 'Column heading of a bundle price table: how long a bundle lasts (24 hours, 7 days)',
  },
  data: {
    id: 'shared.table.data',
    defaultMessage: 'Data',
    description: 'Column heading of a bundle price table: the internet data a bundle gives (1 GB)',
  },
  minutes: {
    id: 'shared.table.minutes',
    defaultMessage: 'Minutes',
    description: 'Column heading of a bundle price table: the call minutes a bundle gives',
  },
  sms: {
    id: 'shared.table.sms',
    defaultMessage: 'SMS',
    description: 'Column heading of a bundle price table: the text messages a bundle gives',
  },
  code: {
    id: 'shared.table.code',
    defaultMessage: 'Dial',
    description: "Column heading of a bundle price table over each bundle's buy button with its USSD code",
  },
  caption: {
    id: 'shared.blocks.bundleTable.caption',
    defaultMessage: 'Bundle prices',
    description: 'Caption of a bundle price table that has no title of its own (read by screen readers)',
  },
  buyBundle: {
    id: 'shared.action.buyBundle',
    defaultMessage: 'Buy Bundle',
    description: 'Start of the buy button in each row of a bundle price table, before its USSD code',
  },
});
const buyWithCode = defineMessage<{ action: string; code: string }>({
  id: 'shared.blocks.bundleTable.buyWithCode',
  defaultMessage: '{action} {code}',
  description:
    'Buy button of a bundle: {action} is "Buy Bundle", {code} the USSD code to dial (*149*01#); reorder if the language needs it',
});

/**
 * Bundle prices (badged "Sample" while they are examples). Each row's USSD code is a `tel:` link, so a tap opens the dialler with the code ready.
 * Below 600 px the ui Table stacks each bundle into a labelled card.
 */
export default function BundleTableBlock({ block }: BlockProps<BundleTableContent>) {
  const intl = useIntl();
  if (block.bundles.length === 0) return null;
  const has = (key: OptionalKey | 'ussdCode') => block.bundles.some((bundle) => bundle[key]?.trim());
  const columns: TableColumn<Row>[] = [
    { key: 'name', header: intl.formatMessage(messages.bundle), isRowHeader: true },
    { key: 'price', header: intl.formatMessage(messages.price), align: 'end' },
    { key: 'validity', header: intl.formatMessage(messages.validity) },
    ...(['data', 'minutes', 'sms'] as const)
      .filter((key) => has(key))
      .map((key) => ({ key, header: intl.formatMessage(messages[key]) })),
    ...(has('ussdCode') ? [{ key: 'code' as const, header: intl.formatMessage(messages.code) }] : []),
  ];
  const buy = intl.formatMessage(messages.buyBundle);
  const rows = block.bundles.map((bundle): Row => ({
    name: bundle.name,
    price: formatTzs(intl, bundle.price),
    validity: bundle.validity,
    data: bundle.data ?? '',
    minutes: bundle.minutes ?? '',
    sms: bundle.sms ?? '',
    code: <DialButton bundle={bundle} action={buy} />,
  }));
  return (
    <BlockSection title={block.title} intro={block.intro}>
      <SampleBadge sample={block.sampleContent} place="above" />
      <Table
        caption={block.title || intl.formatMessage(messages.caption)}
        hideCaption={Boolean(block.title)}
        columns={columns}
        rows={rows}
        rowKey={(_, n) => String(block.bundles[n]?.id ?? n)}
        layout="stack"
      />
    </BlockSection>
  );
}

function DialButton({ bundle, action }: { bundle: Bundle; action: string }) {
  const intl = useIntl();
  const link = resolveHref(dialLink(bundle.ussdCode));
  if (!link || !bundle.ussdCode) return null;
  const code = bundle.ussdCode.trim();
  return (
    <Button href={link.href} variant="secondary" linkComponent={link.linkComponent}>
      {intl.formatMessage(buyWithCode, { action, code })}
    </Button>
  );
}
