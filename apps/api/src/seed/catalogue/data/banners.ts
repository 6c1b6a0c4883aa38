// The header's top banners (left, centre, right) and the home page's banners, in both languages.
import type { NewBannerRow } from '../../../db/schema';
import type { Kind } from '../illustrations/packaging';

export const BANNERS: readonly NewBannerRow[] = [
  {
    tipo: 'topleft',
    position: 1,
    link: '/offerte?type=P',
    image: '/promo/icons/truck.svg',
    textIt: 'Consegna gratuita per ordini sopra 300 €',
    textEn: 'Free delivery on orders over €300',
  },
  {
    tipo: 'topcenter',
    position: 1,
    link: '/novita?type=N',
    image: '/promo/icons/star.svg',
    textIt: 'Nuovi arrivi ogni settimana: scopri le novità',
    textEn: 'New arrivals every week: see what is new',
  },
  {
    tipo: 'topright',
    position: 1,
    link: 'tel:+390212345678',
    image: '/promo/icons/phone.svg',
    textIt: 'Servizio clienti 02 1234 5678 (lun–ven 8–18)',
    textEn: 'Customer service +39 02 1234 5678 (Mon–Fri 8am–6pm)',
  },
];

/** How a home banner's picture is drawn (promotion-images.ts): its colours and the objects on it. */
export interface HomeBannerArt {
  colours: readonly [from: string, to: string];
  kinds: readonly [Kind, Kind, Kind];
}

/** The home page's banners, in order; their pictures are drawn into apps/web/public/promo/banners/. */
export const HOME_BANNERS: readonly { row: NewBannerRow; art: HomeBannerArt }[] = [
  {
    row: {
      tipo: 'home',
      position: 1,
      link: '/offerte?type=P',
      image: '/promo/banners/promozioni.svg',
      titleIt: 'Le promozioni del mese',
      titleEn: "This month's promotions",
      textIt: 'Sconti su caffè, detersivi e cancelleria, e omaggi per chi ordina a colli.',
      textEn: 'Discounts on coffee, detergents and stationery, and free goods when you buy by the case.',
    },
    art: { colours: ['#00467F', '#005AA6'], kinds: ['bag', 'jug', 'box'] },
  },
  {
    row: {
      tipo: 'home',
      position: 2,
      link: '/novita?type=N',
      image: '/promo/banners/novita.svg',
      titleIt: 'Novità in catalogo',
      titleEn: 'New in the catalogue',
      textIt: 'Ogni settimana nuovi prodotti per bar, ristoranti, uffici e negozi.',
      textEn: 'New products every week for bars, restaurants, offices and shops.',
    },
    art: { colours: ['#6E1030', '#A50D2A'], kinds: ['bottle', 'can', 'jar'] },
  },
  {
    row: {
      tipo: 'home',
      position: 3,
      link: '/outlet?type=O',
      image: '/promo/banners/outlet.svg',
      titleIt: 'Outlet: fine serie a prezzi ridotti',
      titleEn: 'Outlet: end-of-line goods at lower prices',
      textIt: 'Scorte limitate di articoli per la casa, il giardino e il fai da te.',
      textEn: 'Limited stock of home, garden and DIY goods.',
    },
    art: { colours: ['#134A30', '#1E6B45'], kinds: ['pan', 'tool', 'plant'] },
  },
];
