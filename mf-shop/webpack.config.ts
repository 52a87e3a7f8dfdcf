import { createWebpackConfig } from 'site-config/webpack';

export default createWebpackConfig({
  dir: __dirname,
  federationName: 'mf_shop',
  kind: 'remote',
  exposes: { './ShopApp': './src/exposes/shop-app.tsx', './OrderAdmin': './src/exposes/order-admin.tsx', './CheckIn': './src/exposes/check-in.tsx', './SalesOverview': './src/exposes/sales-overview.tsx' },
  devPort: 3106,
});
