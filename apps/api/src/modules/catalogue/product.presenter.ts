// A product record as the contract shows it: codes and names, quantities, stock state, labels, images.
// List prices stay out: prices are the pricing slice's, per viewer.
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
