import { createWebpackConfig } from 'site-config/webpack';

export default createWebpackConfig({
  dir: __dirname,
  federationName: 'mf_content',
  kind: 'remote',
  exposes: {
    './Page': './src/exposes/page.tsx',
    './MagazineList': './src/exposes/magazine-list.tsx',
    './MagazineArticle': './src/exposes/magazine-article.tsx',
    './ProductionList': './src/exposes/production-list.tsx',
    './ProductionDetail': './src/exposes/production-detail.tsx',
    './TeamList': './src/exposes/team-list.tsx',
    './TeamMember': './src/exposes/team-member.tsx',
    './VenueDetail': './src/exposes/venue-detail.tsx',
    './SeriesDetail': './src/exposes/series-detail.tsx',
    './FormPage': './src/exposes/form-page.tsx',
  },
  devPort: 3101,
});
