import type { CurrentUser } from '@shop/contract';

/** What `User` resolvers receive: the REST API's current user (spec §3 "User"). */
export type UserModel = CurrentUser;
