import { createWebpackConfig } from 'site-config/webpack';

export default createWebpackConfig({
  dir: __dirname,
  federationName: 'mf_booking',
  kind: 'remote',
  exposes: { './BookingWidget': './src/exposes/booking-widget.tsx' },
  devPort: 3103,
});
