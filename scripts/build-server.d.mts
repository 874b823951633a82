// Types of scripts/build-server.mjs for its test.
export declare const SERVER_BUILD: string;
export declare function buildServer(options?: { entry?: string; outfile?: string }): Promise<void>;
