// The header's top banners (left, centre, right), in both languages.
import type { NewBannerRow } from '../../../db/schema';

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
