/**
 * Runs on the compiled output (dist/), as the TypeScript 7 compiler has no parser API for this tool.
 * Keeps each module's dependencies pointing inward: http/infrastructure -> application -> domain. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ holds types and pure rules: no framework, no database, no outer layer.',
      severity: 'error',
      from: { path: '^dist/modules/[^/]+/domain/' },
      to: { path: ['^dist/modules/[^/]+/(application|infrastructure|http)/', 'node_modules/(@nestjs|typeorm|pg|express)'] },
    },
    {
      name: 'application-does-not-know-adapters',
      comment: 'Use cases depend on ports (abstract classes), never on TypeORM or HTTP adapters.',
      severity: 'error',
      from: { path: '^dist/modules/[^/]+/application/' },
      to: { path: ['^dist/modules/[^/]+/(infrastructure|http)/', 'node_modules/(typeorm|pg|express)'] },
    },
    {
      name: 'no-reaching-into-other-modules-adapters',
      comment: 'Modules use each other through application ports or domain types only.',
      severity: 'error',
      from: { path: '^dist/modules/([^/]+)/' },
      to: { path: '^dist/modules/([^/]+)/(infrastructure|http)/', pathNot: '^dist/modules/$1/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.map$' },
  },
};
