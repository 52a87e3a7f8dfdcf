export { default } from 'site-config/eslint';
