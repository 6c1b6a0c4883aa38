import { defineMessages } from 'react-intl';

export const productMessages = defineMessages({
  supplier: {
    id: 'product.supplier',
    defaultMessage: 'Fornitore',
    description: 'Label of the supplier on the product page',
  },
  unit: {
    id: 'product.unit',
    defaultMessage: 'Unità di vendita',
    description: 'Label of the unit of sale on the product page',
  },
  pack: {
    id: 'product.pack',
    defaultMessage: 'Confezione',
    description: 'Label of the pieces per unit on the product page',
  },
  packValue: {
    id: 'product.packValue',
    defaultMessage: '{size, plural, one {# pezzo} other {# pezzi}}',
    description: 'Pieces in one unit of sale',
  },
  orderQuantity: {
    id: 'product.orderQuantity',
    defaultMessage: 'Ordine minimo',
    description: 'Label of the minimum order quantity and step on the product page',
  },
  orderQuantityValue: {
    id: 'product.orderQuantityValue',
    defaultMessage: '{min} {unit}, multipli di {step}',
    description: 'Minimum order quantity and step, e.g. "5 PZ, multiples of 5"',
  },
  details: {
    id: 'product.details',
    defaultMessage: 'Dettagli del prodotto',
    description: 'Heading of the product facts (code, brand, unit, pack…)',
  },
  priceHeading: {
    id: 'product.priceHeading',
    defaultMessage: 'Il tuo prezzo',
    description: 'Heading of the price breakdown of the signed-in user',
  },
  discountStep: {
    id: 'product.discountStep',
    defaultMessage: '−{value, number}%',
    description: 'One step of the discount chain, e.g. −20%',
  },
  promotionApplied: {
    id: 'product.promotionApplied',
    defaultMessage: 'Promozione applicata',
    description: 'Row of the price breakdown: the promotion that sets the price',
  },
  perUnit: {
    id: 'product.perUnit',
    defaultMessage: 'per {unit}',
    description: 'After the net price: per unit of sale',
  },
  freeQuantity: {
    id: 'product.freeQuantity',
    defaultMessage: 'Omaggio',
    description: 'Row of the price breakdown: free units',
  },
  freeQuantityValue: {
    id: 'product.freeQuantityValue',
    defaultMessage: '{free} {unit} gratis ogni {every} acquistati',
    description: 'Free-gift rule, e.g. "1 CF free every 10 bought"',
  },
  visitorPrice: {
    id: 'product.visitorPrice',
    defaultMessage: 'Prezzi e sconti riservati ai clienti.',
    description: 'Text on the product page for visitors who cannot see prices',
  },
  related: {
    id: 'product.related',
    defaultMessage: 'Altri prodotti della stessa categoria',
    description: 'Heading of the related products on the product page',
  },
  seeCategory: {
    id: 'product.seeCategory',
    defaultMessage: 'Vedi tutta la categoria',
    description: 'Link from the related products to the category listing',
  },
  gallery: {
    id: 'product.gallery',
    defaultMessage: 'Immagini del prodotto',
    description: 'Accessible name of the product’s image thumbnails',
  },
  showImage: {
    id: 'product.showImage',
    defaultMessage: 'Mostra immagine {index}',
    description: 'Accessible name of an image thumbnail button',
  },
  loading: {
    id: 'product.loading',
    defaultMessage: 'Caricamento del prodotto…',
    description: 'Accessible text while the product page loads',
  },
  loadError: {
    id: 'product.loadError',
    defaultMessage: 'Non è stato possibile caricare il prodotto.',
    description: 'The product page could not be loaded',
  },
});
