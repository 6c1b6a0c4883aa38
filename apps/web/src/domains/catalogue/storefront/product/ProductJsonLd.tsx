// The product page's schema.org `Product` (JSON-LD): name, code, brand, pictures, category, rating,
// and an `Offer` only when this viewer is shown a price (a visitor of a shop that hides prices gets
// none, as on the page).
import type { StockState } from '../../../../gql/graphql';
import { JsonLd } from '../../../../app/seo/JsonLd';
import { useSiteOrigin } from '../../../../app/seo/site-origin';

const AVAILABILITY: Record<StockState, string> = {
  AVAILABLE: 'https://schema.org/InStock',
  LOW: 'https://schema.org/LimitedAvailability',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
};

export interface ProductJsonLdProps {
  path: string;
  code: string;
  description: string;
  brand: string;
  category: readonly string[];
  images: readonly string[];
  stock: StockState;
  rating: number | null | undefined;
  ratingCount: number;
  /** The net price per unit of sale shown to this viewer; null when none is shown. */
  price: number | null | undefined;
  decimals: number;
}

export function ProductJsonLd(props: ProductJsonLdProps) {
  const origin = useSiteOrigin();
  const absolute = (path: string) => new URL(path, origin || 'http://localhost').href;
  const url = absolute(props.path);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: props.description,
    sku: props.code,
    url,
    brand: { '@type': 'Brand', name: props.brand },
    category: props.category.join(' > '),
    image: props.images.map(absolute),
  };
  if (props.rating !== null && props.rating !== undefined && props.ratingCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: props.rating,
      reviewCount: props.ratingCount,
    };
  }
  if (props.price !== null && props.price !== undefined) {
    data.offers = {
      '@type': 'Offer',
      url,
      price: props.price.toFixed(props.decimals),
      priceCurrency: 'EUR',
      availability: AVAILABILITY[props.stock],
    };
  }
  return <JsonLd data={data} />;
}
