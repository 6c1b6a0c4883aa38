// The 3-level category tree of the left menu: a nested list whose branches open and close with
// disclosure buttons. The branch of the category in the URL (?category=) starts open.
import { useId, useState } from 'react';
import { Flex, Link as ChakraLink } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useLocale } from '../../../i18n/useLocale';
import { categoryPath } from '../../../lib/paths';
import { categoryTreeMessages } from './category-tree-messages';
import { BranchToggle, TreeLevel } from './TreeParts';

export const CategoryTree_categories = graphql(`
  fragment CategoryTree_categories on Category {
    treeId
    code
    label
    children {
      treeId
      code
      label
      children {
        treeId
        code
        label
      }
    }
  }
`);

/** A category of the tree, as CategoryTree_categories reads it (the filter dialog's tree too). */
export interface CategoryTreeNode {
  treeId: string;
  code: string;
  label: string;
  children?: readonly CategoryTreeNode[];
}

/** The treeIds from a root down to the node with this code, or [] when it is not in the tree. */
export function pathTo(nodes: readonly CategoryTreeNode[], code: string | null): string[] {
  if (!code) return [];
  for (const node of nodes) {
    if (node.code === code) return [node.treeId];
    const below = pathTo(node.children ?? [], code);
    if (below.length > 0) return [node.treeId, ...below];
  }
  return [];
}

interface ListProps {
  nodes: readonly CategoryTreeNode[];
  level: number;
  current: string | null;
  openPath: readonly string[];
  id?: string;
  hidden?: boolean;
  labelledBy?: string;
}

function CategoryList({ nodes, level, current, openPath, id, hidden, labelledBy }: ListProps) {
  return (
    <TreeLevel level={level} id={id} hidden={hidden} labelledBy={labelledBy}>
      {nodes.map((node) => (
        <CategoryItem key={node.treeId} node={node} level={level} current={current} openPath={openPath} />
      ))}
    </TreeLevel>
  );
}

function CategoryItem({
  node,
  level,
  current,
  openPath,
}: Omit<ListProps, 'nodes'> & { node: CategoryTreeNode }) {
  const intl = useIntl();
  const locale = useLocale();
  const listId = useId();
  const [open, setOpen] = useState(() => openPath.includes(node.treeId));
  // A closed branch's list stays empty until it is first opened: the tree has ~260 nodes and most
  // visitors open one or two branches, so rendering all of them hidden was most of the first render.
  const [opened, setOpened] = useState(open);
  const children = node.children ?? [];
  const isCurrent = node.code === current;
  return (
    <li>
      <Flex align="center" gap="1">
        <ChakraLink
          asChild
          flex="1"
          minW="0"
          py="1.5"
          fontSize={level === 1 ? 'md' : 'sm'}
          fontWeight={isCurrent ? 'bold' : level === 1 ? 'medium' : 'normal'}
          color={isCurrent ? 'primary.fg' : 'fg'}
          _hover={{ color: 'primary.fg' }}
        >
          <RouterLink
            to={categoryPath(node.code, node.label, locale)}
            aria-current={isCurrent ? 'page' : undefined}
          >
            {node.label}
          </RouterLink>
        </ChakraLink>
        {children.length > 0 && (
          <BranchToggle
            open={open}
            controls={listId}
            label={intl.formatMessage(categoryTreeMessages.subcategories, { label: node.label })}
            onClick={() => {
              setOpened(true);
              setOpen((value) => !value);
            }}
          />
        )}
      </Flex>
      {children.length > 0 && (
        <CategoryList
          id={listId}
          hidden={!open}
          nodes={opened ? children : []}
          level={level + 1}
          current={current}
          openPath={openPath}
        />
      )}
    </li>
  );
}

interface CategoryTreeProps {
  categories: readonly FragmentType<typeof CategoryTree_categories>[];
  /** The id of the heading that names the tree. */
  labelledBy?: string;
}

export function CategoryTree({ categories, labelledBy }: CategoryTreeProps) {
  const nodes: readonly CategoryTreeNode[] = getFragmentData(CategoryTree_categories, categories);
  const [params] = useSearchParams();
  const current = params.get('category');
  return (
    <CategoryList
      nodes={nodes}
      level={1}
      current={current}
      openPath={pathTo(nodes, current)}
      labelledBy={labelledBy}
    />
  );
}
