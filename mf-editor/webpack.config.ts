import { createWebpackConfig } from 'site-config/webpack';

export default createWebpackConfig({
  dir: __dirname,
  federationName: 'mf_editor',
  kind: 'remote',
  exposes: {
    './Toolbar': './src/exposes/toolbar.tsx',
    './BackOffice': './src/exposes/back-office.tsx',
  },
  devPort: 3105,
});
