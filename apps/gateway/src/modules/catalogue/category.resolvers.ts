import { categoryCodeFromId } from '@shop/contract';
import type { Resolvers } from '../../generated/resolvers-types';
import { toRestLanguage } from '../../kernel/language';

export const categoryResolvers: Resolvers = {
  Query: {
    categories: async (_root, { language }, { loaders }) => {
      const tree = await loaders.categoryTree.load(toRestLanguage(language));
      return tree.map((node) => ({ node, level: 1 }));
    },
  },
  Category: {
    code: ({ node }) => categoryCodeFromId(node.id),
    treeId: ({ node }) => node.id,
    label: ({ node }) => node.description,
    level: ({ level }) => level,
    children: ({ node, level }) => node.children.map((child) => ({ node: child, level: level + 1 })),
  },
};
