// REST answers of the catalogue calls for tests against the fake API.
import type { PricedProduct } from '@shop/contract';

export function pricedProduct(codice: string, overrides: Partial<PricedProduct> = {}): PricedProduct {
  return {
    codice,
    descrizione: `Product ${codice}`,
    marchio: { codice: 'BR1', descrizione: 'Bellini' },
    fornitore: { codice: 'SUP1', descrizione: 'Fornitore Uno' },
    categoria: [
      { codice: '01', descrizione: 'Food' },
      { codice: '01.02', descrizione: 'Pasta' },
    ],
    um: 'CF',
    confezione: 6,
    qtaMinima: 1,
    qtaMultipla: 1,
    disponibilita: 'scarsa',
    etichette: ['sale', 'new'],
    inEvidenza: 'N',
    novita: 'S',
    outlet: 'N',
    promo: 'S',
    valutazione: 4.5,
    numeroValutazioni: 12,
    immagini: [],
    url: '',
    prezzi: {
      prezzo: 10,
      prezzofinale: 6.84,
      sconti: '20+10+5',
      promozione: 'PR1',
      regolaOmaggio: { ogni: 10, omaggio: 1 },
      decimali: 2,
    },
    ...overrides,
  };
}

/**
 * A product/details answer for the codes of a call (`codici`, comma-separated): every code is a
 * product, but those starting with NOPE, which are `mancanti`.
 */
export const detailsAnswer = (body: Record<string, string>) => {
  const codes = (body.codici ?? '').split(',').filter(Boolean);
  return {
    status: 200,
    body: {
      success: true,
      data: {
        items: codes
          .filter((code) => !code.startsWith('NOPE'))
          .map((code) => ({ ...pricedProduct(code), promozioni: [{ codice: 'PR1', titolo: 'Estate' }] })),
        mancanti: codes.filter((code) => code.startsWith('NOPE')),
      },
    },
  };
};
