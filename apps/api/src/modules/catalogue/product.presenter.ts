// A product record as the contract shows it: codes and names, quantities, stock state, labels, images.
// List prices stay out: prices are the pricing slice's, per viewer. The stock figures (units, next
// arrival) are added only for those who order against them (withStockFigures).
import type { PRODUCT_LABELS, Product } from '@shop/contract';
import { imageUrls, mainImageUrl } from '../media';
import type { ProductRecord } from './product.repository';

type Label = (typeof PRODUCT_LABELS)[number];

/** Fewer than 10 orderable steps left is "scarsa" (low); less than the minimum is "esaurita" (out). */
export function stockState(stock: number, minQty: number, stepQty: number): Product['disponibilita'] {
  if (stock < minQty) return 'esaurita';
  if (stock < minQty + 9 * stepQty) return 'scarsa';
  return 'disponibile';
}

const flag = (value: boolean) => (value ? 'S' : 'N');

export function presentProduct(record: ProductRecord): Product {
  const labels: Label[] = [];
  if (record.hot) labels.push('hot');
  if (record.inPromotion) labels.push('sale');
  if (record.news) labels.push('new');
  if (record.outlet) labels.push('outlet');
  return {
    codice: record.code,
    descrizione: record.description,
    marchio: { codice: record.brandCode, descrizione: record.brandName },
    fornitore: { codice: record.supplierCode, descrizione: record.supplierName },
    categoria: record.categoryPath.map(([codice, descrizione]) => ({ codice, descrizione })),
    um: record.um,
    confezione: record.packSize,
    qtaMinima: record.minQty,
    qtaMultipla: record.stepQty,
    disponibilita: stockState(record.stock, record.minQty, record.stepQty),
    etichette: labels,
    inEvidenza: flag(record.highlight),
    novita: flag(record.news),
    outlet: flag(record.outlet),
    promo: flag(record.inPromotion),
    valutazione: record.rating === null ? null : Number(record.rating),
    numeroValutazioni: record.ratingCount,
    immagini: imageUrls(record.images),
    url: mainImageUrl(record.images),
  };
}

/** The units in stock and the next delivery expected of a record, as the contract names them. */
export function stockFigures(record: ProductRecord): Required<Pick<Product, 'giacenza' | 'prossimoArrivo'>> {
  return {
    giacenza: record.stock,
    prossimoArrivo:
      record.nextArrivalOn && record.nextArrivalQty
        ? { data: record.nextArrivalOn, quantita: record.nextArrivalQty }
        : null,
  };
}

/**
 * Presented products with their stock figures when `shown` (the caller holds `catalogue.stock`);
 * otherwise as they are, without the fields.
 */
export function withStockFigures<T extends { codice: string }>(
  items: readonly T[],
  records: readonly ProductRecord[],
  shown: boolean,
): T[] {
  if (!shown) return [...items];
  const byCode = new Map(records.map((record) => [record.code, record]));
  return items.map((item) => {
    const record = byCode.get(item.codice);
    return record ? { ...item, ...stockFigures(record) } : item;
  });
}
