// Banner management: the list, one banner, and its changes (create, update, delete). Each change runs
// in one transaction with its audit entry (entity 'banner', key the banner's id). A picture is one
// uploaded beforehand (POST /api/banners/image) in the tipo's format, or the banner's current one.
import {
  bannerImageFormat,
  type BannerRecord,
  type BannerState,
  type BannersCreateInput,
  type BannersListData,
  type BannersListQuery,
  type BannersUpdateInput,
  type ManagedBannerTipo,
} from '@shop/contract';
import type { Database } from '../../db/database';
import type { BannerRow, NewBannerRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { listData } from '../../http/list';
import type { AuthUser } from '../../kernel/auth-user';
import { recordAudit, type AuditFields } from '../../kernel/audit';
import { contentChanged } from './content-version';
import type { ContentImageStore } from '../media';
import { shopDay } from '../../kernel/shop-calendar';
import * as repo from './banners.repository';

export function bannerState(row: BannerRow, today: string): BannerState {
  if (!row.active) return 'disattivato';
  if (row.validFrom !== null && row.validFrom > today) return 'programmato';
  if (row.validTo !== null && row.validTo < today) return 'scaduto';
  return 'visibile';
}

export function presentBanner(row: BannerRow, today: string): BannerRecord {
  return {
    id: row.id,
    tipo: row.tipo as ManagedBannerTipo, // kept to these by the column's check constraint
    titoloIt: row.titleIt,
    titoloEn: row.titleEn,
    testoIt: row.textIt,
    testoEn: row.textEn,
    link: row.link,
    url: row.image,
    dal: row.validFrom ?? '',
    al: row.validTo ?? '',
    posizione: row.position,
    attivo: row.active ? 'S' : 'N',
    stato: bannerState(row, today),
  };
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'banners.notFound', { field: 'id' });

export async function listBanners(
  db: Database,
  query: BannersListQuery,
  today = shopDay(),
): Promise<BannersListData> {
  const { rows, total } = await repo.findBannersPage(db, query, today);
  return listData(
    rows.map((row) => presentBanner(row, today)),
    total,
    query,
  );
}

export async function getBanner(db: Database, id: number, today = shopDay()): Promise<BannerRecord> {
  const row = await repo.findBanner(db, id);
  if (!row) throw notFound();
  return presentBanner(row, today);
}

/** What the audit log keeps of a banner. */
function auditFields(row: BannerRow): AuditFields {
  return {
    tipo: row.tipo,
    titoloIt: row.titleIt,
    titoloEn: row.titleEn,
    testoIt: row.textIt,
    testoEn: row.textEn,
    link: row.link,
    immagine: row.image,
    dal: row.validFrom,
    al: row.validTo,
    posizione: row.position,
    attivo: row.active ? 'S' : 'N',
  };
}

/**
 * The picture to store: left out keeps the current one (none for a new banner), '' removes it; any
 * other value must be the current picture or one uploaded in the tipo's format.
 */
async function pictureOf(
  images: ContentImageStore,
  input: { tipo: ManagedBannerTipo; immagine?: string | undefined },
  current: BannerRow | undefined,
): Promise<string> {
  const wanted = input.immagine ?? current?.image ?? '';
  if (wanted === '') return '';
  const uploaded = await images.holds(wanted, [bannerImageFormat(input.tipo)]);
  // The current picture stays acceptable (a demo illustration under /promo/) unless it is an upload
  // of the other format (a home picture on a header text, or an icon on a home banner).
  const kept = wanted === current?.image && !(await images.holds(wanted, ['banner-home', 'banner-top']));
  if (uploaded || kept) return wanted;
  throw new AppError(422, 'VALIDATION', 'validation.bannerImage', {
    field: 'immagine',
    params: { field: 'immagine' },
  });
}

function rowValues(input: BannersCreateInput, image: string): NewBannerRow {
  return {
    tipo: input.tipo,
    titleIt: input.titoloIt,
    titleEn: input.titoloEn,
    textIt: input.testoIt,
    textEn: input.testoEn,
    link: input.link,
    image,
    validFrom: input.dal || null,
    validTo: input.al || null,
    position: input.posizione,
    active: input.attivo === 'S',
  };
}

// Every change raises the content version in its own transaction: the gateways drop the banners
// their public cache shares, so the storefront shows the change at once.

export async function createBanner(
  db: Database,
  images: ContentImageStore,
  user: AuthUser,
  input: BannersCreateInput,
): Promise<BannerRecord> {
  const image = await pictureOf(images, input, undefined);
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertBanner(tx, rowValues(input, image));
    await recordAudit(tx, user, {
      entity: 'banner',
      key: String(created.id),
      action: 'create',
      after: auditFields(created),
    });
    await contentChanged(tx, 'banner');
    return created;
  });
  return presentBanner(row, shopDay());
}

export async function updateBanner(
  db: Database,
  images: ContentImageStore,
  user: AuthUser,
  input: BannersUpdateInput,
): Promise<BannerRecord> {
  const row = await db.transaction(async (tx) => {
    const current = await repo.lockBanner(tx, input.id);
    if (!current) throw notFound();
    const image = await pictureOf(images, input, current);
    const updated = await repo.updateBanner(tx, input.id, rowValues(input, image));
    await recordAudit(tx, user, {
      entity: 'banner',
      key: String(input.id),
      action: 'update',
      before: auditFields(current),
      after: auditFields(updated),
    });
    await contentChanged(tx, 'banner');
    return updated;
  });
  return presentBanner(row, shopDay());
}

export async function deleteBanner(db: Database, user: AuthUser, id: number): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    const current = await repo.lockBanner(tx, id);
    if (!current) throw notFound();
    await repo.deleteBanner(tx, id);
    await recordAudit(tx, user, {
      entity: 'banner',
      key: String(id),
      action: 'delete',
      before: auditFields(current),
      summary: current.titleIt || current.textIt,
    });
    await contentChanged(tx, 'banner');
  });
  return { id };
}
