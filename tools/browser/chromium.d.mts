export declare const chromiumPath: string;
export declare const testChromiumPath: string;
export declare const chromiumFlags: string[];
