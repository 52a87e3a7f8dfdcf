import { createWebpackConfig } from 'site-config/webpack';

export default createWebpackConfig({
  dir: __dirname,
  federationName: 'mf_editor',
  kind: 'remote',
  exposes: {
    './Toolbar': './src/exposes/toolbar.tsx',
  },
  devPort: 3105,
});
