import path from 'node:path';

// Resolved from the site's own node_modules, so the floor is the same Next.js and React versions.
const config = {
  turbopack: { root: path.resolve(import.meta.dirname, '../../..') },
};

export default config;
