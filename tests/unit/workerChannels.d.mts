export declare const THIS_WORKER: string;
export declare function channelName(worker: string, name: string): string;
export declare function workerChannels(Native: typeof BroadcastChannel, worker: string): typeof BroadcastChannel;
export declare function installWorkerChannels(g?: typeof globalThis): void;
export declare function nativeBroadcastChannel(g?: typeof globalThis): typeof BroadcastChannel | undefined;
