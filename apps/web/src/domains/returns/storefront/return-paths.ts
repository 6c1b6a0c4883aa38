// Where a return's pages are: the customer's under /account/returns, the staff's under /reqresi.
export const RETURNS_PATH = '/account/returns';
export const NEW_RETURN_PATH = '/account/returns/new';
export const returnPath = (id: string) => `/account/returns/${encodeURIComponent(id)}`;
export const staffReturnPath = (id: string) => `/reqresi/${encodeURIComponent(id)}`;
