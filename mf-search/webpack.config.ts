import { createWebpackConfig } from 'site-config/webpack';

export default createWebpackConfig({
  dir: __dirname,
  federationName: 'mf_search',
  kind: 'remote',
  exposes: {
    './SearchBox': './src/exposes/search-box.tsx',
    './SearchPage': './src/exposes/search-page.tsx',
  },
  devPort: 3104,
});
