import { createWebpackConfig } from 'site-config/webpack';

export default createWebpackConfig({
  dir: __dirname,
  federationName: 'mf_content',
  kind: 'remote',
  exposes: {
    './Page': './src/exposes/page.tsx',
  },
  devPort: 3101,
});
