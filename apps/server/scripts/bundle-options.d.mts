import type { BuildOptions } from 'esbuild';

export declare const SERVER_DIR: string;
export declare function serverBundleOptions(): BuildOptions;
