// The parties as a document prints them: the seller from the issuer copy a document keeps, and the
// postal address lines of the seller, the client and the destination.
import type { DocumentIssuer } from '@shop/contract';
import type { CompanyInfo } from './document-model';

export interface PostalAddress {
  street: string;
  postcode: string;
  city: string;
  province: string;
  country: string;
}

/**
 * "Via Roma 1", "40138 Bologna (BO)" and, with `country: 'whenAbroad'`, the country code of an address
 * outside Italy (`'never'`: a quote prints no country); empty parts left out.
 */
export function addressLines(
  address: PostalAddress,
  { country }: { country: 'whenAbroad' | 'never' } = { country: 'whenAbroad' },
): string[] {
  const town = [address.postcode, address.city, address.province ? `(${address.province})` : '']
    .filter(Boolean)
    .join(' ');
  const abroad = country === 'whenAbroad' && address.country !== 'IT' ? address.country : '';
  return [address.street, town, abroad].filter((line) => line.trim() !== '');
}

/** An address as the contract's documents spell it (indirizzo, cap, città, provincia, nazione). */
export function documentAddress(address: {
  indirizzo: string;
  cap: string;
  citta: string;
  provincia: string;
  nazione: string;
}): PostalAddress {
  return {
    street: address.indirizzo,
    postcode: address.cap,
    city: address.citta,
    province: address.provincia,
    country: address.nazione,
  };
}

const digitsOf = (vat: string) => vat.replace(/^[A-Z]{2}/, '');
/** A text, or undefined when it is blank (an optional line left out of the print). */
export const unlessBlank = (value: string) => (value.trim() === '' ? undefined : value);

/** "€ 500.000 i.v." → 500000, fully paid; a text without a number is left out. */
function shareCapitalOf(text: string): CompanyInfo['shareCapital'] {
  const match = /\d[\d.]*(?:,\d+)?/.exec(text);
  if (!match) return undefined;
  const amount = Number(match[0].replace(/\./g, '').replace(',', '.'));
  if (!Number.isFinite(amount)) return undefined;
  return { amount, fullyPaid: /\bi\.?\s?v\.?/i.test(text) };
}

/** The seller as the document's issuer copy (emittente) had it on the document's day. */
export function companyOf(issuer: DocumentIssuer): CompanyInfo {
  return {
    name: issuer.ragioneSociale,
    addressLines: addressLines(documentAddress(issuer)),
    vatNumber: issuer.partitaIva,
    taxCode:
      issuer.codiceFiscale && issuer.codiceFiscale !== digitsOf(issuer.partitaIva)
        ? issuer.codiceFiscale
        : undefined,
    rea: unlessBlank(issuer.rea),
    shareCapital: shareCapitalOf(issuer.capitaleSociale),
    phone: unlessBlank(issuer.telefono),
    email: unlessBlank(issuer.email),
    pec: unlessBlank(issuer.pec),
  };
}
