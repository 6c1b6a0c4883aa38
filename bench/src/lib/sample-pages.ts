// The storefront pages the browser-side benches ask for: a family category (department 01's first
// child) and the first product, at their canonical paths, read from the shop's own GraphQL.
import { categoryPath, productPath } from '../../../apps/web/src/lib/paths';

export interface SamplePaths {
  category: string;
  product: string;
}

export async function samplePagePaths(gatewayUrl: string, sessionId: string): Promise<SamplePaths> {
  const query = `{ categories(language: IT) { code label children { code label } }
    products(language: IT, pageSize: 1) { items { code description } } }`;
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sessionid': sessionId },
    body: JSON.stringify({ query }),
  });
  const { data, errors } = (await res.json()) as {
    data?: {
      categories: { code: string; label: string; children: { code: string; label: string }[] }[];
      products: { items: { code: string; description: string }[] };
    };
    errors?: unknown;
  };
  const family = data?.categories[0]?.children[0];
  const product = data?.products.items[0];
  if (!family || !product) throw new Error(`no category or product to ask for: ${JSON.stringify(errors)}`);
  return {
    category: categoryPath(family.code, family.label, 'it'),
    product: productPath(product.code, product.description, 'it'),
  };
}
