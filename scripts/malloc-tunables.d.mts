export declare const NODE_MALLOC_TUNABLES: string;
export declare function withNodeMalloc(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
