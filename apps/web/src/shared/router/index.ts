export * from './route-meta';
export * from './route-names';
export * from './route-tree';
export * from './resolve-redirect';
