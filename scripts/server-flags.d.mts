/** Types of server-flags.mjs, for the TypeScript that reads it. */
export declare const serverNodeFlags: string[];
