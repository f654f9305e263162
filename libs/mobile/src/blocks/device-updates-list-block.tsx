import { CollectionList, DeviceCard, useListArgs, type BlockProps } from '@site/shared-blocks';
import type { CollectionEmbedBlock } from '@site/shared-content';
import { useGetDeviceUpdatesQuery } from '../api/mobile-api';

/** The devices where a page shows them (an editor's filter is a device type): brand, price and network on each card. */
export default function DeviceUpdatesList({ block }: BlockProps<CollectionEmbedBlock>) {
  return (
    <CollectionList block={block} list={useGetDeviceUpdatesQuery(useListArgs(block))}>
      {(device, place) => <DeviceCard item={device} {...place} />}
    </CollectionList>
  );
}
