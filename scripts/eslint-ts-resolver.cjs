/**
 * The import resolver eslint-plugin-boundaries uses: our ES-module sources import `./x.js` for `x.ts`/`x.tsx`,
 * which Node's resolver cannot find, and an unresolved import would escape the module-boundary rules. Only
 * relative paths and the console's `@/` alias (apps/web/src) are resolved; a package name is answered as external without a lookup, since the rules are
 * about our own files and following node_modules costs lint time.
 */
const fs = require('node:fs');
const path = require('node:path');

const WEB_SRC = path.join(__dirname, '..', 'apps', 'web', 'src');

const candidatesOf = (absolute) => {
  const stem = absolute.replace(/\.(js|jsx|mjs)$/, '');
  return [
    absolute,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${absolute}.ts`,
    `${absolute}.tsx`,
    path.join(absolute, 'index.ts'),
    path.join(absolute, 'index.tsx'),
  ];
};

const isFile = (file) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

module.exports = {
  interfaceVersion: 2,
  resolve(source, file) {
    const aliased = source.startsWith('@/') ? path.join(WEB_SRC, source.slice(2)) : null;
    if (!aliased && !source.startsWith('.')) return { found: true, path: null };
    const found = candidatesOf(aliased ?? path.resolve(path.dirname(file), source)).find(isFile);
    return found ? { found: true, path: found } : { found: false };
  },
};
