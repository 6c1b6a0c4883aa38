// A record page's section that is one list query's grid (an agent's clients, a supplier's products):
// the section's heading, then the grid named the same.
import { RecordListSection } from '../page/RecordListSection';
import { ListGrid, type ListGridProps } from './ListGrid';

export function RecordGridSection<Row>({
  id,
  testId,
  ...grid
}: { id: string; testId?: string } & ListGridProps<Row>) {
  return (
    <RecordListSection id={id} title={grid.title} testId={testId}>
      <ListGrid {...grid} />
    </RecordListSection>
  );
}
