// The quick-choice tree of the advanced filter: categories (3 levels), types, brands and promotions.
// Choosing an item searches at once with that filter alone (filter-state.ts chooseTreeItem). Nested
// lists of buttons with disclosure buttons, like the left menu's category tree.
import { useId, useState } from 'react';
import { Box, Button, Flex } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { TreeChoice } from './filter-state';
import { filterMessages } from './messages';
import { BranchToggle, TreeChevron, TreeLevel } from '../TreeParts';

export interface FilterTreeNode {
  key: string;
  label: string;
  /** What choosing the node does; none for a branch that only groups. */
  choice?: TreeChoice;
  children?: readonly FilterTreeNode[];
}

interface NodeProps {
  node: FilterTreeNode;
  level: number;
  onChoose: (choice: TreeChoice) => void;
}

function TreeItem({ node, level, onChoose }: NodeProps) {
  const intl = useIntl();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const children = node.children ?? [];
  const toggle = () => setOpen((value) => !value);
  return (
    <li>
      <Flex align="center" gap="1">
        {node.choice ? (
          <Button
            variant="ghost"
            size="xs"
            flex="1"
            minW="0"
            justifyContent="flex-start"
            fontWeight={level === 1 ? 'semibold' : 'normal'}
            data-kind={node.choice.kind}
            onClick={() => node.choice && onChoose(node.choice)}
          >
            <Box as="span" truncate>
              {node.label}
            </Box>
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="xs"
            flex="1"
            justifyContent="flex-start"
            fontWeight="bold"
            textTransform="uppercase"
            letterSpacing="wider"
            aria-expanded={open}
            aria-controls={listId}
            onClick={toggle}
          >
            <TreeChevron open={open} />
            {node.label}
          </Button>
        )}
        {node.choice && children.length > 0 && (
          <BranchToggle
            open={open}
            controls={listId}
            label={intl.formatMessage(filterMessages.expand, { label: node.label })}
            onClick={toggle}
          />
        )}
      </Flex>
      {children.length > 0 && (
        <TreeList id={listId} hidden={!open} nodes={children} level={level + 1} onChoose={onChoose} />
      )}
    </li>
  );
}

interface TreeListProps {
  nodes: readonly FilterTreeNode[];
  level: number;
  onChoose: (choice: TreeChoice) => void;
  id?: string;
  hidden?: boolean;
  labelledBy?: string;
}

function TreeList({ nodes, level, onChoose, id, hidden, labelledBy }: TreeListProps) {
  return (
    <TreeLevel level={level} id={id} hidden={hidden} labelledBy={labelledBy}>
      {nodes.map((node) => (
        <TreeItem key={node.key} node={node} level={level} onChoose={onChoose} />
      ))}
    </TreeLevel>
  );
}

export function FilterTree({
  nodes,
  onChoose,
  labelledBy,
}: {
  nodes: readonly FilterTreeNode[];
  onChoose: (choice: TreeChoice) => void;
  labelledBy: string;
}) {
  return <TreeList nodes={nodes} level={1} onChoose={onChoose} labelledBy={labelledBy} />;
}
