export declare const LIBRARY_MARKERS: Record<'victory' | 'react-easy-crop' | 'firebase', RegExp>;
export declare function scanForLibraries(distDir: string): Record<string, string[]>;
