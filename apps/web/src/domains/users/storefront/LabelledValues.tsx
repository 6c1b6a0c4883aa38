// A horizontal list of translated labels and their values; rows without a value are left out.
import { DataList } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';

export type LabelledRow = [label: MessageDescriptor, value: string | null | undefined];

export function LabelledValues({ rows }: { rows: LabelledRow[] }) {
  const intl = useIntl();
  return (
    <DataList.Root orientation="horizontal">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <DataList.Item key={label.id}>
            <DataList.ItemLabel>{intl.formatMessage(label)}</DataList.ItemLabel>
            {/* Long values (an email address) wrap instead of widening the page at 360 px. */}
            <DataList.ItemValue minW="0" overflowWrap="anywhere">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList.Root>
  );
}
