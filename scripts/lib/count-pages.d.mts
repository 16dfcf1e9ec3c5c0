export function countHtml(dir: string): number;
export function countPages(outDir: string): number;
