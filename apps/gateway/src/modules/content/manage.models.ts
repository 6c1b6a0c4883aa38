// What the banner management resolvers receive: the REST contract's banner.
import type { BannerRecord } from '@shop/contract';

export type ManagedBannerModel = BannerRecord;
