// The REST paths of the contract, in one place for the API routes and the gateway's upstream client.
export const REST_PATHS = {
  config: '/api/user/config',
  categoryList: '/api/category/categorylist',
  login: '/api/login',
  logout: '/api/logout',
  currentUser: '/api/user/current',
  changePassword: '/api/user/changepassword',
  setName: '/api/user/setname',
  setUserInfo: '/api/user/setuserinfo',
  tableInfo: '/api/data/tableinfo',
  userFairs: '/api/user/fiere',
} as const;
