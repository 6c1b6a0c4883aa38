import type { CodegenConfig } from '@graphql-codegen/cli';

// Resolver types for the gateway, from the printed schema of @shop/schema. Mappers point GraphQL
// types at the models the resolvers receive (the REST contract's types, lightly wrapped), so a
// resolver is typed by what the API really returns.
const config: CodegenConfig = {
  schema: '../../packages/schema/schema.graphql',
  generates: {
    'src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#GatewayContext',
        mappers: {
          Config: '../domains/config/config.models#ConfigModel',
          ConfigEntry: '../domains/config/config.models#ConfigEntryModel',
          Category: '../domains/category/category.models#CategoryModel',
          User: '../domains/viewer/viewer.models#UserModel',
          UserFair: '../domains/account/account.models#UserFairModel',
          PolicyText: '../domains/account/account.models#PolicyTextModel',
          PolicyItem: '../domains/account/account.models#PolicyItemModel',
          Product: '../domains/catalogue/catalogue.models#ProductModel',
          SuggestedProduct: '../domains/catalogue/catalogue.models#SuggestedProductModel',
          Cart: '../domains/commerce/commerce.models#CartModel',
          CartLine: '../domains/commerce/commerce.models#CartLineModel',
          WishlistItem: '../domains/commerce/commerce.models#WishlistItemModel',
          Order: '../domains/commerce/order.models#OrderModel',
          Company: '../domains/viewer/viewer.models#CompanyModel',
          ReorderResult: '../domains/commerce/order.models#ReorderResultModel',
        },
      },
    },
  },
};
export default config;
