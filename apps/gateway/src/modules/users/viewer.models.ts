import type { Client, CurrentUser } from '@shop/contract';

/** What `User` resolvers receive: the REST API's current user (spec §3 "User"). */
export type UserModel = CurrentUser;

/** What `Company` resolvers receive: the REST client record of a customer. */
export type CompanyModel = Client;
