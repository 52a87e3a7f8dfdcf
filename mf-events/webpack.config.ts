import { createWebpackConfig } from 'site-config/webpack';

export default createWebpackConfig({
  dir: __dirname,
  federationName: 'mf_events',
  kind: 'remote',
  exposes: {
    './EventList': './src/exposes/event-list.tsx',
    './EventOverlay': './src/exposes/event-overlay.tsx',
    './EventDetail': './src/exposes/event-detail.tsx',
  },
  devPort: 3102,
});
