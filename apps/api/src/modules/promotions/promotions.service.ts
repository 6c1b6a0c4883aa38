// Promotion management: the list, one promotion, and its changes (create, update, activate,
// deactivate). A change runs in one transaction with its audit entry (entity 'promotion', key its
// code). Pricing reads promotions from the database at every price it makes (no cache in the API), so
// a change prices the next cart, listing and order at once; only the product list's remembered totals
// (count-cache.ts: "in promotion" counts) are forgotten here.
import type {
  Language,
  PromotionOffer,
  PromotionRecord,
  PromotionState,
  PromotionsCreateInput,
  PromotionsListData,
  PromotionsListQuery,
  PromotionsUpdateInput,
} from '@shop/contract';
import type { Database } from '../../db/database';
import type { NewPromotionRow, PromotionRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { listData } from '../../http/list';
import type { AuthUser } from '../../kernel/auth-user';
import { recordAudit, type AuditFields } from '../../kernel/audit';
import { contentChanged } from '../content';
import type { ContentImageStore } from '../media';
import type { PriceList } from '../pricing';
import { forgetCounts } from '../../kernel/count-cache';
import { shopDay } from '../../kernel/shop-calendar';
import * as repo from './promotions.repository';

const TIPO_OF: Record<string, PromotionOffer> = {
  percentage: 'sconto',
  net_price: 'netto',
  free_goods: 'omaggio',
  order: 'testata',
};
const tipoOf = (row: PromotionRow): PromotionOffer => TIPO_OF[row.offer] ?? 'sconto';

export function promotionState(row: PromotionRow, today: string): PromotionState {
  if (!row.active) return 'disattivata';
  if (row.validFrom > today) return 'programmata';
  if (row.validTo < today) return 'scaduta';
  return 'inVigore';
}

const num = (value: string | null) => (value === null ? null : Number(value));

/** The rule's figures as the answers carry them (kind by kind; null where they do not apply). */
function ruleOf(row: PromotionRow) {
  const tipo = tipoOf(row);
  return {
    sconto: tipo === 'testata' ? num(row.orderDiscountPct) : tipo === 'sconto' ? num(row.discountPct) : null,
    minimoOrdine: tipo === 'testata' ? num(row.minOrderValue) : null,
    ogni: tipo === 'omaggio' ? row.giftEvery : null,
    omaggio: tipo === 'omaggio' ? row.giftQty : null,
  };
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'promotions.notFound', { field: 'codice' });

export async function listPromotions(
  db: Database,
  query: PromotionsListQuery,
  today = shopDay(),
): Promise<PromotionsListData> {
  const { rows, total } = await repo.findPromotionsPage(db, query, today);
  const items = rows.map(({ promotion: row, products, categories, brands }) => ({
    codice: row.code,
    tipo: tipoOf(row),
    titolo: query.Lingua === 'en' ? row.titleEn : row.titleIt,
    dal: row.validFrom,
    al: row.validTo,
    attiva: row.active ? ('S' as const) : ('N' as const),
    stato: promotionState(row, today),
    ...ruleOf(row),
    articoli: products,
    categorie: categories,
    marchi: brands,
    clienti: row.clientCodes,
    listini: row.priceLists as PriceList[],
    posizione: row.position,
    url: row.image,
  }));
  return listData(items, total, query);
}

export async function getPromotion(
  db: Database,
  code: string,
  language: Language,
  today = shopDay(),
): Promise<PromotionRecord> {
  const row = await repo.findPromotion(db, code);
  if (!row) throw notFound();
  return present(db, row, language, today);
}

async function present(
  db: Database,
  row: PromotionRow,
  language: Language,
  today: string,
): Promise<PromotionRecord> {
  const [targets, clientNames] = await Promise.all([
    repo.findPromotionTargets(db, row.code, language),
    repo.findClientNames(db, row.clientCodes),
  ]);
  return {
    codice: row.code,
    tipo: tipoOf(row),
    titoloIt: row.titleIt,
    titoloEn: row.titleEn,
    descrizioneIt: row.descriptionIt,
    descrizioneEn: row.descriptionEn,
    dal: row.validFrom,
    al: row.validTo,
    attiva: row.active ? 'S' : 'N',
    stato: promotionState(row, today),
    ...ruleOf(row),
    articoli: targets.products.map((p) => ({
      codice: p.code,
      descrizione: p.description,
      prezzoNetto: tipoOf(row) === 'netto' ? num(p.netPrice) : null,
    })),
    categorie: targets.categories.map((c) => ({ codice: c.code, nome: c.name ?? c.code })),
    marchi: targets.brands.map((b) => ({ codice: b.code, nome: b.name ?? b.code })),
    clienti: row.clientCodes.map((code) => ({ codice: code, nome: clientNames.get(code) ?? code })),
    listini: row.priceLists as PriceList[],
    posizione: row.position,
    url: row.image,
  };
}

type Input = PromotionsCreateInput | PromotionsUpdateInput;

/** A code the promotion names that does not exist: 422 at its place in the list. */
async function checkCodes(db: Database, input: Input): Promise<void> {
  const lists = [
    ['product', 'articoli', input.regola.products.map((p) => p.code), (i: number) => `articoli.${i}.codice`],
    ['category', 'categorie', input.regola.categories, (i: number) => `categorie.${i}`],
    ['brand', 'marchi', input.regola.brands, (i: number) => `marchi.${i}`],
    ['client', 'clienti', input.clienti, (i: number) => `clienti.${i}`],
  ] as const;
  for (const [kind, , codes, fieldOf] of lists) {
    const found = await repo.findExistingCodes(db, kind, codes);
    const missing = codes.findIndex((code) => !found.has(code));
    if (missing >= 0) {
      const field = fieldOf(missing);
      throw new AppError(422, 'VALIDATION', 'validation.unknownCode', {
        field,
        params: { field, code: codes[missing] ?? '' },
      });
    }
  }
}

/** The picture to store: left out keeps the current one, '' removes it, else an uploaded promotion picture or the current one. */
async function pictureOf(
  images: ContentImageStore,
  wanted: string | undefined,
  current: PromotionRow | undefined,
) {
  const image = wanted ?? current?.image ?? '';
  if (image === '' || image === current?.image || (await images.holds(image, ['promotion']))) return image;
  throw new AppError(422, 'VALIDATION', 'validation.promotionImage', {
    field: 'immagine',
    params: { field: 'immagine' },
  });
}

function rowValues(input: Input, image: string): Omit<NewPromotionRow, 'code'> {
  const offer = repo.offerOf(input.tipo);
  const { discount, minOrder, giftEvery, giftQty } = input.regola;
  return {
    kind: offer === 'order' ? 'header' : 'product',
    offer,
    titleIt: input.titoloIt,
    titleEn: input.titoloEn,
    descriptionIt: input.descrizioneIt,
    descriptionEn: input.descrizioneEn,
    image,
    validFrom: input.dal,
    validTo: input.al,
    priceLists: input.listini,
    clientCodes: [...new Set(input.clienti)],
    discountPct: offer === 'percentage' && discount !== null ? String(discount) : null,
    orderDiscountPct: offer === 'order' && discount !== null ? String(discount) : null,
    minOrderValue: offer === 'order' ? minOrder : null,
    giftEvery: offer === 'free_goods' ? giftEvery : null,
    giftQty: offer === 'free_goods' ? giftQty : null,
    position: input.posizione,
    active: input.attiva === 'S',
  };
}

/** Each product's rule row: its net price, or the promotion's percentage or gift. */
function targetRows(input: Input): repo.PromotionTargetRows {
  const { discount, giftEvery, giftQty } = input.regola;
  return {
    products: input.regola.products.map((p) => ({
      code: p.code,
      netPrice: input.tipo === 'netto' ? p.netPrice : null,
      extraDiscountPct: input.tipo === 'sconto' && discount !== null ? String(discount) : null,
      giftEvery: input.tipo === 'omaggio' ? giftEvery : null,
      giftQty: input.tipo === 'omaggio' ? giftQty : null,
    })),
    categories: input.regola.categories,
    brands: input.regola.brands,
  };
}

/** What the audit log keeps of a promotion (lists as sorted text: a change shows as before → after). */
async function auditFields(db: Database, row: PromotionRow): Promise<AuditFields> {
  const targets = await repo.findPromotionTargets(db, row.code, 'it');
  const rule = ruleOf(row);
  const list = (items: readonly string[]) => [...items].sort().join(', ');
  return {
    tipo: tipoOf(row),
    titoloIt: row.titleIt,
    titoloEn: row.titleEn,
    descrizioneIt: row.descriptionIt,
    descrizioneEn: row.descriptionEn,
    dal: row.validFrom,
    al: row.validTo,
    sconto: rule.sconto,
    minimoOrdine: rule.minimoOrdine,
    ogni: rule.ogni,
    omaggio: rule.omaggio,
    articoli: list(
      targets.products.map((p) => (p.netPrice === null ? p.code : `${p.code} ${Number(p.netPrice)}`)),
    ),
    categorie: list(targets.categories.map((c) => c.code)),
    marchi: list(targets.brands.map((b) => b.code)),
    clienti: list(row.clientCodes),
    listini: list(row.priceLists),
    immagine: row.image,
    posizione: row.position,
    attiva: row.active ? 'S' : 'N',
  };
}

// After a change: the product list's remembered totals may count "in promotion" differently. Each
// change also raises the content version in its own transaction (kind promotion), so that every
// gateway drops what its public cache shares that a promotion could change.
function changed(db: Database): void {
  forgetCounts(db);
}

export async function createPromotion(
  db: Database,
  images: ContentImageStore,
  user: AuthUser,
  input: PromotionsCreateInput,
): Promise<PromotionRecord> {
  await checkCodes(db, input);
  const image = await pictureOf(images, input.immagine, undefined);
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertPromotion(tx, { code: input.codice, ...rowValues(input, image) });
    if (!created) {
      throw new AppError(409, 'CONFLICT', 'promotions.codeTaken', {
        field: 'codice',
        params: { code: input.codice },
      });
    }
    await repo.replaceTargets(tx, created.code, targetRows(input));
    await recordAudit(tx, user, {
      entity: 'promotion',
      key: created.code,
      action: 'create',
      after: await auditFields(tx, created),
    });
    await contentChanged(tx, 'promotion');
    return created;
  });
  changed(db);
  return present(db, row, input.Lingua, shopDay());
}

export async function updatePromotion(
  db: Database,
  images: ContentImageStore,
  user: AuthUser,
  input: PromotionsUpdateInput,
): Promise<PromotionRecord> {
  await checkCodes(db, input);
  const row = await db.transaction(async (tx) => {
    const current = await repo.lockPromotion(tx, input.codice);
    if (!current) throw notFound();
    const before = await auditFields(tx, current);
    const image = await pictureOf(images, input.immagine, current);
    const updated = await repo.updatePromotion(tx, input.codice, rowValues(input, image));
    await repo.replaceTargets(tx, input.codice, targetRows(input));
    await recordAudit(tx, user, {
      entity: 'promotion',
      key: input.codice,
      action: 'update',
      before,
      after: await auditFields(tx, updated),
    });
    await contentChanged(tx, 'promotion');
    return updated;
  });
  changed(db);
  return present(db, row, input.Lingua, shopDay());
}

/** Publishes (S) or withdraws (N) a promotion; its rules and days stay as they are. */
export async function setPromotionActive(
  db: Database,
  user: AuthUser,
  code: string,
  active: boolean,
  language: Language,
): Promise<PromotionRecord> {
  const row = await db.transaction(async (tx) => {
    const current = await repo.lockPromotion(tx, code);
    if (!current) throw notFound();
    const updated = current.active === active ? current : await repo.updatePromotion(tx, code, { active });
    await recordAudit(tx, user, {
      entity: 'promotion',
      key: code,
      action: active ? 'activate' : 'deactivate',
      before: { attiva: current.active ? 'S' : 'N' },
      after: { attiva: updated.active ? 'S' : 'N' },
    });
    await contentChanged(tx, 'promotion');
    return updated;
  });
  changed(db);
  return present(db, row, language, shopDay());
}
