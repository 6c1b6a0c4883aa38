// The suggestions as the combobox's options, in order (items, categories, suppliers), each with the
// page it opens (spec §2): a product page, a category listing, or the search listing of a supplier
// (the spec has no supplier route: /search?supplier={code}, see apps/web/README.md).
import { localizePath, type Locale } from '../../../../i18n/locale';
import { categoryPath, productPath } from '../../../../lib/paths';

export type SuggestionKind = 'item' | 'category' | 'supplier';

export interface SuggestionOption {
  kind: SuggestionKind;
  code: string;
  label: string;
  href: string;
}

export interface SuggestionGroup<T extends SuggestionOption = SuggestionOption> {
  kind: SuggestionKind;
  options: T[];
}

interface Data<I> {
  items: readonly (I & { code: string; description: string })[];
  categories: readonly { code: string; label: string }[];
  suppliers: readonly { code: string; label: string }[];
}

/** The search listing of one supplier. */
export function supplierPath(code: string, locale: Locale): string {
  return localizePath(`/search?supplier=${encodeURIComponent(code)}`, locale);
}

/** The /search page for a term from the search box. */
export function termSearchPath(term: string, locale: Locale): string {
  return localizePath(`/search?${new URLSearchParams({ search_term: term.trim() }).toString()}`, locale);
}

/** The non-empty groups, items first; item options keep their data (image, product). */
export function suggestionGroups<I extends object>(
  data: Data<I>,
  locale: Locale,
): SuggestionGroup<SuggestionOption & { item?: I }>[] {
  const groups: SuggestionGroup<SuggestionOption & { item?: I }>[] = [
    {
      kind: 'item',
      options: data.items.map((item) => ({
        kind: 'item' as const,
        code: item.code,
        label: item.description,
        href: productPath(item.code, item.description, locale),
        item,
      })),
    },
    {
      kind: 'category',
      options: data.categories.map((c) => ({
        kind: 'category' as const,
        code: c.code,
        label: c.label,
        href: categoryPath(c.code, c.label, locale),
      })),
    },
    {
      kind: 'supplier',
      options: data.suppliers.map((s) => ({
        kind: 'supplier' as const,
        code: s.code,
        label: s.label,
        href: supplierPath(s.code, locale),
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/** The next active option for an arrow key: wraps around; from none, Down goes to the first. */
export function moveActive(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
