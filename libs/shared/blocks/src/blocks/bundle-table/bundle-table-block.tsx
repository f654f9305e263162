import type { Bundle, BundleTableBlock as BundleTableContent } from '@site/shared-content';
import { formatTzs } from '@site/shared-i18n';
import { useIntl } from 'react-intl';
import { Button, Table, type TableColumn } from '@site/shared-ui';
import type { ReactNode } from 'react';
import type { BlockProps } from '../../renderer/block-registry';
import { BlockSection } from '../shared/block-section';
import { resolveHref } from '../shared/cms-link';
import { dialLink } from '../shared/dial';
import { SampleBadge } from '../shared/sample-badge';

type Row = Record<'name' | 'price' | 'validity' | 'data' | 'minutes' | 'sms' | 'code', ReactNode>;
type OptionalKey = 'data' | 'minutes' | 'sms';

/**
 * Bundle prices (badged "Sample" while they are examples). Each row's USSD code is a `tel:` link, so a tap opens the dialler with the code ready.
 * Below 600 px the ui Table stacks each bundle into a labelled card.
 */
export default function BundleTableBlock({ block }: BlockProps<BundleTableContent>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (block.bundles.length === 0) return null;
  const has = (key: OptionalKey | 'ussdCode') => block.bundles.some((bundle) => bundle[key]?.trim());
  const columns: TableColumn<Row>[] = [
    { key: 'name', header: t('shared.table.bundle'), isRowHeader: true },
    { key: 'price', header: t('shared.table.price'), align: 'end' },
    { key: 'validity', header: t('shared.table.validity') },
    ...(['data', 'minutes', 'sms'] as const)
      .filter((key) => has(key))
      .map((key) => ({ key, header: t(`shared.table.${key}`) })),
    ...(has('ussdCode') ? [{ key: 'code' as const, header: t('shared.table.code') }] : []),
  ];
  const buy = t('shared.action.buyBundle');
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
        caption={block.title || t('shared.blocks.bundleTable.caption')}
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
      {intl.formatMessage({ id: 'shared.blocks.bundleTable.buyWithCode' }, { action, code })}
    </Button>
  );
}
