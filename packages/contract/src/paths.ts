// The REST paths of the contract, in one place for the API routes and the gateway's upstream client.
export const REST_PATHS = {
  config: '/api/user/config',
  categoryList: '/api/category/categorylist',
} as const;
