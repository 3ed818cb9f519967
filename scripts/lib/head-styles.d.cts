export declare const hoistEmotionStyles: (html: string) => string;
