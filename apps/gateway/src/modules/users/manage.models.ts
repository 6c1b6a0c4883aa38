// What the user management resolvers receive: the REST contract's user (never a password) and the
// answer of create and resetpassword.
import type { ManagedUser, ManagedUserPasswordData } from '@shop/contract';

export type ManagedUserModel = ManagedUser;
export type TemporaryPasswordResultModel = ManagedUserPasswordData;
