// Types of scripts/peer-server.mjs for the TypeScript that imports it (bench/net.ts).
export declare const DEFAULTS: { host: string; port: number; path: string };
export interface RunningPeerServer {
  close(): Promise<void>;
  url: string;
  host: string;
  port: number;
  path: string;
}
export declare function startPeerServer(options?: { host?: string; port?: number; path?: string }): Promise<RunningPeerServer>;
