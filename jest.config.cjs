// Every workspace with a jest.config.cjs is a project; `npm run test:unit` runs them all in one jest process.
const fs = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

module.exports = {
  projects: workspaces.filter((w) => fs.existsSync(path.join(__dirname, w, 'jest.config.cjs'))).map((w) => `<rootDir>/${w}`),
};
